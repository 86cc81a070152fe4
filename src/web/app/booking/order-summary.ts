import type { Order } from '#domain/orders/order.ts';

interface SummaryPassenger {
  /** Stable within the order: leg and seat position. */
  id: string;
  fullName: string;
  passengerType: string;
  accommodation: string;
  ticketNumber: string | null;
  price: string;
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
  breakdown: Array<{ key: string; amount: string }>;
  finalPrice: string;
}
