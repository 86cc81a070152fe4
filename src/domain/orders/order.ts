import type { LegBooking } from '../booking/leg-booking.ts';
import type { PaymentForm, PaymentMethod } from '../booking/payment-form.ts';
import type { LocaleCode } from '../i18n/locales.ts';
import type { MarketingOrigin } from '../marketing/marketing-event.ts';
import type { Cents } from '../money/cents.ts';
import type { ChargeLine } from '../pricing/charge-lines.ts';
import type { FareBreakdown } from '../pricing/fare-breakdown.ts';
import type { RefundProgress } from '../refunds/refund-steps.ts';
import type { CancellationCoverage } from '../trips/trip.ts';
import type { OrderLegCancellation } from './leg-status.ts';
import type { OrderStatus } from './order-status.ts';

/** The lead traveller: who is contacted about the order (spec §3 "Leader"). */
export interface OrderLeader {
  firstName: string;
  lastName: string;
  email: string;
  phonePrefix: string;
  mobile: string;
  country: string;
  sex: 'male' | 'female' | null;
}

/** One sailing as sold: the traveller's leg, its frozen price and the names shown on the voucher. */
export interface OrderLeg {
  /** The traveller's leg as booked (passengers with names and documents, vehicles, trailers, pets). */
  booking: LegBooking;
  /** The upstream system that sells it and its order code there (one code per system per order). */
  agentName: string;
  upstreamOrderCode: string;
  companyName: string;
  vesselName: string;
  tripTotal: Cents;
  /** Per passenger / vehicle / trailer / pet, what the upstream priced (kept for the voucher). */
  passengerPrices: Cents[];
  vehiclePrices: Cents[];
  trailerPrices: Cents[];
  petPrices: Cents[];
  /** Set when the traveller cancelled this sailing alone (decision 0067); absent while it is valid. */
  cancellation?: OrderLegCancellation;
}

export interface OrderTicket {
  legIndex: number;
  passengerIndex: number;
  ticketNumber: string;
}

/** Ticket delivery with the courier address when the tickets come by courier (spec §3 "Payment form"). */
type OrderDelivery = Pick<
  PaymentForm,
  'receiveTicketsMethod' | 'prefecture' | 'city' | 'address' | 'zipCode' | 'name' | 'telephone'
>;

export interface OrderInvoice {
  companyName: string;
  activity: string;
  tax: string;
  address: string;
  registry: string;
  mobile: string;
}

/**
 * What the traveller was quoted and accepted when cancelling: the refund paid back is exactly this, with its
 * steps (decision 0075).
 */
export interface OrderCancellation extends RefundProgress {
  coverage: CancellationCoverage;
  /** What the traveller paid for the cancelled sailings (decision 0054: coupon and fees shared out per leg). */
  paid: Cents;
  fee: Cents;
  refund: Cents;
}

/** Kyma's record of one sale (decision 0012): what was bought, by whom, at what price, and where it stands. */
export interface Order {
  id: string;
  reference: string;
  status: OrderStatus;
  locale: LocaleCode;
  /** The signed-in user who booked, if any. */
  userId: number | null;
  /** The reseller account that books on its credit limit, if any. */
  resellerId: number | null;
  leader: OrderLeader;
  legs: OrderLeg[];
  delivery: OrderDelivery;
  invoice: OrderInvoice | null;
  couponCode: string | null;
  /** Frozen when the order is placed: the figures shown, charged and printed. */
  breakdown: FareBreakdown;
  /**
   * What each euro of the final price is for, frozen with it (decision 0051); absent on orders placed
   * before the lines were kept, read through `linesOfOrder` either way.
   */
  chargeLines?: ChargeLine[];
  paymentMethod: PaymentMethod;
  /** The earliest upstream hold expiry: unpaid after this, the places are gone. */
  holdExpiresAt: string;
  tickets: OrderTicket[];
  /**
   * Where the traveller comes back after paying when it is not `PUBLIC_URL`: the other name of this machine
   * they checked out on, which holds the order's cookie (decision 0056). Absent: `PUBLIC_URL`.
   */
  paymentReturnOrigin?: string;
  /** Set when the traveller cancels a ticketed order; absent before. */
  cancellation?: OrderCancellation;
  /** The traveller allowed marketing when buying: only then is the purchase told (absent: no). */
  marketingConsent?: boolean;
  /** The page and browser of the purchase, kept only with that consent. */
  marketingOrigin?: MarketingOrigin;
  createdAt: string;
  updatedAt: string;
}

/** What is charged for an order: always the frozen final price, never a figure from the browser. */
export function amountDue(order: Pick<Order, 'breakdown'>): Cents {
  return order.breakdown.finalPrice;
}
