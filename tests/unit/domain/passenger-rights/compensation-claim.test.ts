import { describe, expect, it } from 'vitest';
import type { Order } from '#domain/orders/order.ts';
import { claimDraft, newSteps } from '#domain/passenger-rights/compensation-claim.ts';

const leg = (legIndex: number, tripId: string) => ({
  agentName: 'attica-direct',
  upstreamOrderCode: `AT${legIndex}`,
  companyName: 'Blue Star Ferries',
  booking: {
    tripId,
    departurePort: 'PIR',
    destinationPort: 'JTR',
    departureDatetime: '2027-07-15T07:25:00+03:00',
  },
});
const order = {
  reference: 'KY7Q-3MZD-W1HC-9RTA',
  leader: { firstName: 'Eleni', lastName: 'Karra', email: 'eleni@example.com' },
  legs: [leg(0, 'TRIP-A'), leg(1, 'TRIP-B')],
  tickets: [
    { legIndex: 0, passengerIndex: 0, ticketNumber: 'T-A1' },
    { legIndex: 1, passengerIndex: 0, ticketNumber: 'T-B1' },
    { legIndex: 1, passengerIndex: 1, ticketNumber: 'T-B2' },
  ],
} as unknown as Order;
const compensation = {
  kind: 'compensation' as const,
  article: '19' as const,
  percent: 25 as const,
  amount: 1_500,
  arrivalDelayMinutes: 180,
  thresholdMinutes: 120,
};

describe('a claim prefilled from the order', () => {
  it('names the leader, the leg’s booking at its company and only that leg’s tickets, under one key per leg and disruption', () => {
    expect(claimDraft(order, 1, 'delay-7', compensation)).toEqual({
      kind: 'compensation',
      claimKey: 'KY7Q-3MZD-W1HC-9RTA:1:delay-7',
      legIndex: 1,
      disruptionKey: 'delay-7',
      agentName: 'attica-direct',
      upstreamOrderCode: 'AT1',
      tripId: 'TRIP-B',
      from: 'PIR',
      to: 'JTR',
      departure: '2027-07-15T07:25:00+03:00',
      companyName: 'Blue Star Ferries',
      claimant: { firstName: 'Eleni', lastName: 'Karra', email: 'eleni@example.com' },
      ticketNumbers: ['T-B1', 'T-B2'],
      arrivalDelayMinutes: 180,
      percent: 25,
      amount: 1_500,
    });
  });

  it('has no claim for a leg the order does not have', () => {
    expect(claimDraft(order, 2, 'delay-7', compensation)).toBeNull();
  });

  it('takes from the company’s steps only those Kyma has not recorded', () => {
    const submitted = { step: 'submitted' as const, at: '2027-07-15T12:00:00Z' };
    const accepted = { step: 'accepted' as const, at: '2027-07-15T12:10:00Z' };
    expect(newSteps([submitted], [submitted, accepted])).toEqual([accepted]);
    expect(newSteps([submitted, accepted], [submitted, accepted])).toEqual([]);
  });
});
