import type { SailingDisruption } from '#domain/disruptions/disruption.ts';
import type { DisruptionChoice } from '#domain/disruptions/disruption-choices.ts';
import type { OrderStatus } from '#domain/orders/order-status.ts';

/** A notice of a disruption as its log kept it: by which channel, to whom, and when it went. */
export interface DeskNotice {
  channel: 'email' | 'sms';
  to: string;
  status: string;
  sentAt: string | null;
}

/** An order a disruption touched, as the desk lists it. */
export interface DeskOrder {
  orderId: string;
  reference: string;
  status: OrderStatus;
  leader: string;
  legs: number[];
  connectionLegs: number[];
  choices: DisruptionChoice[];
  recordedAt: string;
  notices: DeskNotice[];
}

export interface DeskEvent {
  disruption: SailingDisruption;
  orders: DeskOrder[];
}

/** The back office's read of the disruptions (issue #26 point 6): events, their orders and notices. */
export interface DisruptionDesk {
  /** The events kept about sailings departing between two instants, each with the orders it was recorded on. */
  events(from: Date, until: Date): Promise<DeskEvent[]>;
}
