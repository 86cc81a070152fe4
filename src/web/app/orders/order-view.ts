import type { LaterFiscalDocument } from '#application/fiscal/list-order-fiscal-documents.ts';
import type { Assistance } from '#domain/booking/assistance.ts';
import type { OrderInvoice } from '#domain/orders/order.ts';
import type { OrderSummary } from '../booking/order-summary.ts';

/** A traveller's identifying details as the page may show them: in full, or masked (decision 0016). */
export interface TravellerParticulars {
  leader: { name: string; email: string; phone: string };
  passengers: Array<{
    id: string;
    fullName: string;
    document: string;
    birthDate: string;
    /** What the company was asked to help with (decision 0086); staff read it to follow it up. */
    assistance: Assistance;
  }>;
}

export interface QuoteView {
  coverage: 'full' | 'partial' | 'none';
  paid: string;
  fee: string;
  refund: string;
  /** The refund in cents: the figure the confirmation sends back, so the server cancels only on it. */
  refundCents: number;
  /** Worked out from the published terms: the company gives its own figure when it cancels. */
  estimated: boolean;
}

/** What went back to the traveller, in their language's money format. */
export interface MoneyBackView {
  refunded: string;
  paid: string;
  partial: boolean;
  ticketsValid: boolean;
}

/** Who paid and what went back so far. */
export interface PaymentView {
  /** Set when the agency paid on its credit: the page says so, never a card payment. */
  paidThrough: { agency: string | null } | null;
  moneyBack: MoneyBackView | null;
}

/**
 * An order on /orderdetails. `full` is for the browser holding the order's secret (it made the booking):
 * everything, the voucher and cancelling. `masked` is for someone who proved reference and e-mail.
 */
export interface OrderView extends PaymentView {
  access: 'full' | 'masked';
  summary: OrderSummary;
  particulars: TravellerParticulars;
  /** What the traveller accepted when cancelling, once they did. */
  cancellation: { refund: string; refundDue: boolean } | null;
  /** The invoice asked for at checkout (its VAT number masked in the masked view). */
  invoice: OrderInvoice | null;
  /** Its documents after the sale's (paid changes', refunds' credit documents, decision 0096). */
  laterDocuments: LaterFiscalDocument[];
}
