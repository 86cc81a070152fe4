/** Spec §3: tickets are picked up at the port unless the traveller asks for courier delivery or e-tickets. */
export const RECEIVE_TICKETS_METHODS = ['portPickup', 'courier', 'eTicket'] as const;
export type ReceiveTicketsMethod = (typeof RECEIVE_TICKETS_METHODS)[number];
const DEFAULT_RECEIVE_TICKETS_METHOD: ReceiveTicketsMethod = 'portPickup';

/** Courier delivery exists only within Greece (spec §3). */
export const COURIER_COUNTRY = 'GR';

/** Card for travellers; the credit limit is the reseller's way to pay (spec §6). */
export const PAYMENT_METHODS = ['card', 'creditLimit'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The payment step's form (spec §3 "Payment form"); the address fields serve courier delivery. */
export interface PaymentForm {
  receiveTicketsMethod: ReceiveTicketsMethod;
  paymentMethod: PaymentMethod;
  /** Terms accepted: the spec's name, kept on the wire and in stored wizards (decision 0035). */
  checked: boolean;
  prefecture: string;
  city: string;
  address: string;
  zipCode: string;
  /** The name at the door. */
  name: string;
  telephone: string;
}

export function newPaymentForm(): PaymentForm {
  return {
    receiveTicketsMethod: DEFAULT_RECEIVE_TICKETS_METHOD,
    paymentMethod: 'card',
    checked: false,
    prefecture: '',
    city: '',
    address: '',
    zipCode: '',
    name: '',
    telephone: '',
  };
}
