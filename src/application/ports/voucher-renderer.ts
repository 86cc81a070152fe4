import type { PassengerType, Sex } from '#domain/booking/passenger.ts';
import type { ReceiveTicketsMethod } from '#domain/booking/payment-form.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { Cents } from '#domain/money/cents.ts';
import type { OrderInvoice } from '#domain/orders/order.ts';
import type { AfterSaleMoney } from '#domain/orders/order-ledger.ts';
import type { Payer } from '#domain/orders/payer.ts';
import type { FareBreakdown } from '#domain/pricing/fare-breakdown.ts';
import type { SiteContact } from '#domain/site/site-contact.ts';

/** One ticket of one passenger on one sailing (spec §3 "Confirmation"). */
export interface VoucherPassenger {
  fullName: string;
  passengerType: PassengerType;
  sex: Sex | null;
  /** The seat type in the traveller's language, or as the company names it, e.g. "Deck", "Airline seat". */
  accommodation: string;
  ticketNumber: string;
  /** The card proving a student or disability fare or the large-family discount, '' when none (decision 0050). */
  proofNumber: string;
  /** The assistance asked for, worded in the order's language (decision 0086); '' when none. */
  assistance: string;
}

export interface VoucherItem {
  description: string;
  price: Cents;
}

interface VoucherPort {
  code: string;
  name: string;
}

/** One sailing of the booking with everyone and everything that travels on it. */
export interface VoucherLeg {
  /** The sailing's index in the order: its calendar entry's UID, kept when an earlier sailing is cancelled. */
  legIndex: number;
  companyCode: string;
  companyName: string;
  vesselName: string;
  from: VoucherPort;
  to: VoucherPort;
  /** Local date-time at the port with its offset, ISO 8601. */
  departureDatetime: string;
  arrivalDatetime: string;
  passengers: VoucherPassenger[];
  /** What the sailing charges, line by line (decision 0051), worded; their sum is `total`. */
  lines: VoucherItem[];
  total: Cents;
  /** Someone on this sailing travels on a fare or discount whose proof is shown at boarding. */
  proofAtBoarding: boolean;
}

/** Everything the voucher, the confirmation e-mail and its calendar entries show, in the traveller's language. */
export interface VoucherDocument {
  locale: LocaleCode;
  /** Kyma's booking reference (the reservation number the traveller quotes). */
  reference: string;
  /** ISO 8601 instant the tickets were issued. */
  issuedAt: string;
  leader: { fullName: string; email: string; mobile: string };
  legs: VoucherLeg[];
  /** The frozen price breakdown: the figures shown before paying and charged. */
  breakdown: FareBreakdown;
  /** What was paid and given back since the sale (decision 0112); null while nothing was. */
  afterSale: AfterSaleMoney | null;
  /** Who paid: the traveller by card, or the agency on its credit (never shown as a card payment). */
  payer: Payer;
  /** The invoice the traveller asked for at checkout, told back in the confirmation. */
  invoice: OrderInvoice | null;
  delivery: ReceiveTicketsMethod;
  /** The agency's contact details (the `contact` setting). */
  agency: SiteContact;
  /** Where the traveller finds the booking online (the order details page). */
  manageUrl: string;
}

/** Renders the voucher as a PDF document. */
export interface VoucherRenderer {
  render(voucher: VoucherDocument): Promise<Uint8Array>;
}
