import type { SailingDisruption } from '#domain/disruptions/disruption.ts';
import type { DisruptionChoice } from '#domain/disruptions/disruption-choices.ts';
import type { Order } from '#domain/orders/order.ts';
import type { OutboxMessage } from './outbox-repository.ts';

/** An event recorded on an order it touches, with the legs it touches and those whose connection it broke. */
export interface OrderDisruption {
  disruption: SailingDisruption;
  legs: number[];
  /** Protected connections (decision 0076): the legs the event makes unreachable. */
  connectionLegs: number[];
  /** What was chosen for the legs, by whom and when. */
  choices: DisruptionChoice[];
  recordedAt: string;
}

/** Kyma's record of the disruptions it read from the upstreams, and of those it told travellers about. */
export interface DisruptionRepository {
  /** Keeps the events (once per upstream and event id); resolves with those not kept before. */
  record(events: SailingDisruption[], at: Date): Promise<SailingDisruption[]>;
  find(agentName: string, eventId: string): Promise<SailingDisruption | null>;
  /** Orders of travellers (`TRAVELLING_STATUSES`) with a leg this system sells on one of these trips. */
  ordersOnTrips(agentName: string, tripIds: string[]): Promise<Order[]>;
  /** Orders of travellers with a leg departing between two instants. */
  ordersDeparting(from: Date, until: Date): Promise<Order[]>;
  /**
   * Records the event on the order once, with the notices' outbox messages in the same transaction:
   * resolves false (and writes nothing) when it was recorded before.
   */
  recordOnOrder(input: {
    orderId: string;
    disruption: SailingDisruption;
    legs: number[];
    connectionLegs: number[];
    at: Date;
    outbox: OutboxMessage[];
  }): Promise<boolean>;
  /** The events recorded on an order, oldest first. */
  ofOrder(orderId: string): Promise<OrderDisruption[]>;
  /** The events kept about sailings departing between two instants, in departure order. */
  departing(from: Date, until: Date): Promise<SailingDisruption[]>;
  /**
   * Forgets the events about sailings that departed before `cutoff` and that no order recorded (retention,
   * decision 0076); those recorded on an order stay with it. Resolves how many were forgotten.
   */
  forgetUnrecorded(cutoff: Date): Promise<number>;
  /** The events kept about any of these trips. */
  onTrips(tripIds: string[]): Promise<SailingDisruption[]>;
}
