import type { BookingFilters } from '#domain/back-office/booking-filters.ts';
import type { Cents } from '#domain/money/cents.ts';
import type { OrderStatus } from '#domain/orders/order-status.ts';

/** One line of the bookings list. */
interface BookingRow {
  id: string;
  reference: string;
  status: OrderStatus;
  leaderName: string;
  email: string;
  finalPrice: Cents;
  firstDeparture: string;
  companies: string[];
  /** The ferry systems that sold its sailings (their `agentName`s), e.g. liknoss. */
  systems: string[];
  createdAt: string;
}

export interface BookingPage {
  rows: BookingRow[];
  total: number;
}

export interface SentEmail {
  id: string;
  recipient: string;
  subject: string;
  template: string;
  status: string;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** An order that took a use of a coupon, and what became of that use. */
export interface CouponOrder {
  orderId: string;
  reference: string;
  status: OrderStatus;
  use: 'reserved' | 'redeemed' | 'released';
  at: string;
}

export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface Subscriber {
  email: string;
  group: string;
  locale: string;
  status: SubscriptionStatus;
  requestedAt: string;
  confirmedAt: string | null;
}

/** The order-related reads of the back office, beyond what the order repository already answers. */
export interface BackOfficeReads {
  searchBookings(filters: BookingFilters, perPage: number): Promise<BookingPage>;
  /** Companies and payment providers that occur in orders, for the filters' choices. */
  filterChoices(): Promise<{ companies: string[]; providers: string[] }>;
  /** The e-mails about one order (confirmation, resends, refunds, cancellation), oldest first. */
  emailsOfOrder(orderId: string): Promise<SentEmail[]>;
  /** Uses each coupon has had (reserved or redeemed, not released), by coupon id. */
  couponUses(): Promise<Map<number, number>>;
  couponOrders(couponId: number): Promise<CouponOrder[]>;
  /** The newsletter's groups with how many sign-ups each has in each state. */
  newsletterGroups(): Promise<Array<{ group: string; counts: Record<SubscriptionStatus, number> }>>;
  /** A group's sign-ups, newest first. */
  subscribers(query: {
    group: string;
    status: SubscriptionStatus | null;
    limit: number;
    offset: number;
  }): Promise<{ subscribers: Subscriber[]; total: number }>;
}
