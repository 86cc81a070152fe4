import { describe, expect, it } from 'vitest';
import { moneyBack } from '#domain/orders/money-back.ts';
import type { Order } from '#domain/orders/order.ts';

type Shape = Parameters<typeof moneyBack>[0];
const ticket = { legIndex: 0, passengerIndex: 0, ticketNumber: 'T1' };
const order = (overrides: Partial<Shape> = {}): Shape => ({
  status: 'ticketed',
  breakdown: { finalPrice: 10_000 } as Order['breakdown'],
  tickets: [ticket],
  legs: [],
  ...overrides,
});
const cancellation = (refund: number): Order['cancellation'] => ({
  coverage: 'partial',
  paid: 10_000,
  fee: 10_000 - refund,
  refund,
  requestedAt: '2026-11-26T10:00:00Z',
});

describe('what went back to the traveller', () => {
  it('is nothing until a refund is done', () => {
    expect(moneyBack(order(), [{ amount: 2_000, status: 'queued' }])).toBeNull();
    expect(moneyBack(order({ status: 'cancelled', cancellation: cancellation(8_000) }), [])).toBeNull();
  });

  it('counts staff refunds done, as a part refund of a ticketed order whose tickets still hold', () => {
    expect(
      moneyBack(order(), [
        { amount: 2_000, status: 'done' },
        { amount: 500, status: 'refused' },
      ]),
    ).toEqual({ refunded: 2_000, paid: 10_000, partial: true, ticketsValid: true });
  });

  it('counts a cancellation’s refund once paid out, its fee kept, the tickets gone', () => {
    expect(moneyBack(order({ status: 'refunded', cancellation: cancellation(8_000) }), [])).toEqual({
      refunded: 8_000,
      paid: 10_000,
      partial: true,
      ticketsValid: false,
    });
  });

  it('gives back everything for an order whose tickets could not be issued', () => {
    expect(moneyBack(order({ status: 'refunded', tickets: [] }), [])).toEqual({
      refunded: 10_000,
      paid: 10_000,
      partial: false,
      ticketsValid: false,
    });
  });

  it('says the tickets still hold after a full refund without cancelling', () => {
    expect(moneyBack(order({ status: 'refunded' }), [{ amount: 10_000, status: 'done' }])).toMatchObject({
      partial: false,
      ticketsValid: true,
    });
  });

  it('counts the refund of a sailing cancelled alone once it is sent, not before', () => {
    const leg = (status: 'refunding' | 'refunded') =>
      ({ cancellation: { ...cancellation(3_000)!, status } }) as Order['legs'][number];
    expect(moneyBack(order({ legs: [leg('refunding')] }), [])).toBeNull();
    expect(moneyBack(order({ legs: [leg('refunded')] }), [])).toMatchObject({
      refunded: 3_000,
      partial: true,
    });
  });

  it('never says every ticket still holds once a sailing was cancelled, even beside a staff refund', () => {
    const legs = [{}, { cancellation: { ...cancellation(3_000)!, status: 'refunded' } }] as Order['legs'];
    expect(moneyBack(order({ legs }), [{ amount: 1_000, status: 'done' }])).toMatchObject({
      refunded: 4_000,
      ticketsValid: false,
    });
  });
});
