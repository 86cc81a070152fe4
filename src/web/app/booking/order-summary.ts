import type { Order } from '#domain/orders/order.ts';
import type { ShownChargeLine } from './charge-lines-list.tsx';

interface SummaryPassenger {
  /** Stable within the order: leg and seat position. */
  id: string;
  fullName: string;
  passengerType: string;
  accommodation: string;
  ticketNumber: string | null;
}

interface SummaryLeg {
  id: string;
  companyName: string;
  companyCode: string;
  vesselName: string;
  from: string;
  to: string;
  departure: { date: string; time: string };
  arrival: { date: string; time: string };
  passengers: SummaryPassenger[];
  /** It continues a protected connection from the leg before it (decision 0076). */
  protectedConnection: boolean;
  /** What the sailing charges, line by line (decision 0051), and their sum. */
  lines: ShownChargeLine[];
  total: string;
}

/** An order as the confirmation pages show it, every text already written in the reader's language. */
export interface OrderSummary {
  reference: string;
  status: Order['status'];
  leaderName: string;
  email: string;
  delivery: Order['delivery']['receiveTicketsMethod'];
  legs: SummaryLeg[];
  /** The order's own lines: coupon, fees, courier. */
  orderLines: ShownChargeLine[];
  /** The sum of every line: the price charged. */
  finalPrice: string;
  /** What was paid and given back since the sale, from the order's ledger (decision 0112); null before. */
  afterSale: {
    changesPaid: string | null;
    refunded: string | null;
    /** Held on the card and let go, never charged (decision 0127). */
    released: string | null;
    net: string;
  } | null;
  /** Held on the traveller's card and not charged yet: the companies are still issuing (decision 0127). */
  authorised: string | null;
}
