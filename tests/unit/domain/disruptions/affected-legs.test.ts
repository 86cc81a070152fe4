import { describe, expect, it } from 'vitest';
import { affectedLegs } from '#domain/disruptions/affected-legs.ts';
import { type SailingDisruption, sailingStatusOf } from '#domain/disruptions/disruption.ts';
import type { Order, OrderLeg } from '#domain/orders/order.ts';
import type { OrderStatus } from '#domain/orders/order-status.ts';

const leg = (agentName: string, tripId: string) =>
  ({ agentName, booking: { tripId } }) as unknown as OrderLeg;
const order = (status: OrderStatus, legs: OrderLeg[]) => ({ status, legs }) as Pick<Order, 'status' | 'legs'>;
const event = {
  agentName: 'ferryhub',
  tripIds: ['BSF1-O-20270111-0725-PIR-PAS', 'BSF1-O-20270111-0725-PAS-JNX'],
};

describe('an event and the orders it touches', () => {
  it('touches the legs on one of its trips sold by the system that told it', () => {
    const touched = order('ticketed', [
      leg('ferryhub', 'BSF1-O-20270111-0725-PIR-PAS'),
      leg('ferryhub', 'BSF1-R-20270111-1550-PAS-PIR'),
      leg('ferryhub', 'BSF1-O-20270111-0725-PAS-JNX'),
    ]);
    expect(affectedLegs(touched, event)).toEqual([0, 2]);
  });

  it('leaves the same ship sold by another system to that system’s own event', () => {
    expect(
      affectedLegs(order('ticketed', [leg('attica-direct', 'BSF1-O-20270111-0725-PIR-PAS')]), event),
    ).toEqual([]);
  });

  it('tells nobody whose order is cancelled, refunded or never paid', () => {
    for (const status of ['cancelled', 'refunded', 'held', 'expired'] as const) {
      expect(affectedLegs(order(status, [leg('ferryhub', 'BSF1-O-20270111-0725-PIR-PAS')]), event)).toEqual(
        [],
      );
    }
    expect(affectedLegs(order('paid', [leg('ferryhub', 'BSF1-O-20270111-0725-PIR-PAS')]), event)).toEqual([
      0,
    ]);
  });
});

describe('the state of a sailing from its events', () => {
  const told = (kind: SailingDisruption['kind'], occurredAt: string, delayMinutes: number | null = null) =>
    ({ kind, occurredAt, delayMinutes }) as SailingDisruption;

  it('is late by the latest delay told, and cancelled once cancelled whatever came after', () => {
    expect(sailingStatusOf('S', []).state).toBe('scheduled');
    const late = sailingStatusOf('S', [
      told('delayed', '2027-01-11T03:00:00Z', 90),
      told('delayed', '2027-01-11T01:00:00Z', 30),
    ]);
    expect(late).toMatchObject({ state: 'delayed', delayMinutes: 90 });
    const cancelled = sailingStatusOf('S', [
      told('cancelled', '2027-01-11T01:00:00Z'),
      told('weatherWarning', '2027-01-11T02:00:00Z'),
    ]);
    expect(cancelled.state).toBe('cancelled');
  });
});
