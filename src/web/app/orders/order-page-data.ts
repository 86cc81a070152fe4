import type { AwaitingChangeView } from './change-awaiting-payment.tsx';
import type { DisruptionNoticeView } from './disruption-banner.tsx';
import type { DisruptionLegView } from './disruption-choices-view.ts';
import type { FindBookingFormState } from './find-booking-form.tsx';
import type { LegView } from './leg-view.ts';
import type { OrderView, QuoteView } from './order-view.ts';
import type { RefundView } from './refund-view.ts';
import type { ClaimTrackView } from './rights-panel-view.ts';
import type { TripView } from './trip-list.tsx';

/** Personal pages are never stored by browsers or proxies. */
export const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** What the order page (/orderdetails) shows: its loader's data, and over it what an action answered. */
export interface OrderPageData {
  view: OrderView | null;
  quote: QuoteView | null;
  /** The sailings of a multi-sailing order, and the one whose cancellation is quoted (decision 0067). */
  legs?: LegView[];
  quotedLeg?: number | null;
  notice: string | null;
  /**
   * Back from a change: confirmed or paid, it is being applied (decision 0068); held by staff, the traveller
   * was e-mailed a link to pay it (decision 0095).
   */
  changed?: 'underWay' | 'linkSent' | null;
  /** Held changes that cost something, offered to pay (decision 0095). */
  awaitingChanges?: AwaitingChangeView[];
  form: FindBookingFormState | null;
  /** The e-mail that found a masked order: the "send the voucher again" form proves the pair once more. */
  email?: string;
  resent?: boolean;
  /** A sign-in link was asked for: the same words whether or not the pair is a booking. */
  linkSent?: { reference: string; email: string };
  /** The compensation claims sent for the order's legs, followed like a refund (decision 0070). */
  claims?: ClaimTrackView[];
  /** Every refund of the order with its steps (decision 0075). */
  refunds?: RefundView[];
  /** What the companies told about the order's sailings (issue #26), to whoever sees the whole order. */
  disruptions?: DisruptionNoticeView[];
  /** Each disrupted leg with its choices and rights (issue #26 points 3 and 4). */
  disruptionLegs?: DisruptionLegView[];
  /** Without an order to show: the bookings this browser made or its traveller's address holds. */
  trips?: TripView[];
}
