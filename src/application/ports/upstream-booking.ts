import type { PassengerType } from '#domain/booking/passenger.ts';
import type { Cents } from '#domain/money/cents.ts';
import type { UpstreamRefundQuote } from '#domain/orders/cancellation-quote.ts';
import type { LegPricing } from '#domain/pricing/leg-pricing.ts';
import type { Leader, LegRequest } from './ferry-booking-requests.ts';

/** A booking as an upstream ferry system keeps it, and what cancelling it gives back. */

export type BookingStatus = 'held' | 'inserted' | 'confirmed' | 'failed' | 'expired' | 'cancelled';

export interface Ticket {
  ticketNumber: string;
  legIndex: number;
  passengerIndex: number;
  passengerType: PassengerType;
  accommodationType: string;
  price: Cents;
}

export interface BookedLeg {
  tripId: string;
  companyCode: string;
  vesselCode: string;
  from: string;
  to: string;
  departureDatetime: string;
  arrivalDatetime: string;
  pricing: LegPricing;
  request: LegRequest;
  /** Set when this leg alone was cancelled (its tickets void, its places freed); absent while valid. */
  cancelledAt?: string;
}

export interface UpstreamBooking {
  orderCode: string;
  agentName: string;
  status: BookingStatus;
  createdAt: string;
  /** When an unfinalized hold lapses (ISO 8601). */
  expiresAt: string;
  legs: BookedLeg[];
  total: Cents;
  leader: Leader | null;
  tickets: Ticket[];
}

export interface CancelRequest {
  orderCode: string;
  confirm: boolean;
}

/** A company's refund for cancelling, or one worked out from its published terms (`estimated`). */
export type RefundQuote = UpstreamRefundQuote & { refundPercent: number };

export interface CancellationOutcome {
  booking: UpstreamBooking;
  refund: RefundQuote;
  cancelled: boolean;
}
