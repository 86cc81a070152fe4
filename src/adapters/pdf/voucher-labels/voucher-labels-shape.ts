import type { PassengerType, Sex } from '#domain/booking/passenger.ts';
import type { ReceiveTicketsMethod } from '#domain/booking/payment-form.ts';

/** Every word printed on the voucher, in one language. */
export interface VoucherLabels {
  title: string;
  reservationNumber: string;
  issued: string;
  leadTraveller: string;
  email: string;
  mobile: string;
  sailing: string;
  company: string;
  vessel: string;
  departure: string;
  arrival: string;
  /** Follows the departure and arrival labels: the times are the port's clock. */
  localTime: string;
  fullName: string;
  age: string;
  gender: string;
  seat: string;
  ticket: string;
  price: string;
  passengerTypes: Record<PassengerType, string>;
  sexes: Record<Sex, string>;
  sailingTotal: string;
  priceBreakdown: string;
  subtotal: string;
  discount: string;
  serviceFee: string;
  shipping: string;
  total: string;
  extraCost: string;
  finalPrice: string;
  /** The final line of an order the agency paid on its credit (decision 0055). */
  paidThrough: (agency: string) => string;
  yourAgency: string;
  ticketDelivery: string;
  delivery: Record<ReceiveTicketsMethod, { name: string; instruction: string }>;
  agency: string;
  taxNumber: string;
  /** Printed under a sailing on which someone travels on a reduced fare or a discount. */
  proofAtBoarding: string;
  /** Under a passenger's name: the number of the card proving their fare or discount, shown at boarding. */
  proofNumber: (number: string) => string;
  manageBooking: string;
  page: (page: number, pages: number) => string;
}
