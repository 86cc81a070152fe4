import { describe, expect, it } from 'vitest';
import { moneyBack } from '#domain/orders/money-back.ts';
import type { Order } from '#domain/orders/order.ts';
import type { LedgerEntry } from '#domain/orders/order-ledger.ts';

type Shape = Parameters<typeof moneyBack>[0];
const ticket = { legIndex: 0, passengerIndex: 0, ticketNumber: 'T1' };
const order = (overrides: Partial<Shape> = {}): Shape => ({
  status: 'ticketed',
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
const entry = (direction: LedgerEntry['direction'], purpose: LedgerEntry['purpose'], amount: number) => ({
  direction,
  purpose,
  amount,
  legIndex: null,
  through: 'viva',
  reference: null,
  at: '2026-11-27T10:00:00Z',
});
const sale = entry('charge', 'order', 10_000);

describe('what went back to the traveller, from the ledger', () => {
  it('is nothing until a refund is in the ledger', () => {
    expect(moneyBack(order(), { entries: [sale] })).toBeNull();
    expect(
      moneyBack(order({ status: 'cancelled', cancellation: cancellation(8_000) }), { entries: [sale] }),
    ).toBeNull();
  });

  it('counts a staff refund as a part refund of a ticketed order whose tickets still hold', () => {
    expect(moneyBack(order(), { entries: [sale, entry('refund', 'staff', 2_000)] })).toEqual({
      refunded: 2_000,
      paid: 10_000,
      partial: true,
      ticketsValid: true,
    });
  });

  it('counts a cancellation’s refund, its fee kept, the tickets gone', () => {
    const cancelled = order({ status: 'refunded', cancellation: cancellation(8_000) });
    expect(moneyBack(cancelled, { entries: [sale, entry('refund', 'order', 8_000)] })).toEqual({
      refunded: 8_000,
      paid: 10_000,
      partial: true,
      ticketsValid: false,
    });
  });

  it('weighs changes paid with the sale, and leaves a surplus charge given back out of the booking', () => {
    const entries = [
      sale,
      entry('charge', 'change', 1_530),
      entry('charge', 'surplus', 10_000),
      entry('refund', 'surplus', 10_000),
      entry('refund', 'change', 20),
    ];
    expect(moneyBack(order(), { entries })).toEqual({
      refunded: 20,
      paid: 11_530,
      partial: true,
      ticketsValid: true,
    });
  });

  it('gives back everything for an order whose tickets could not be issued', () => {
    expect(
      moneyBack(order({ status: 'refunded', tickets: [] }), {
        entries: [sale, entry('refund', 'order', 10_000)],
      }),
    ).toEqual({ refunded: 10_000, paid: 10_000, partial: false, ticketsValid: false });
  });

  it('never says every ticket still holds once a sailing was cancelled', () => {
    const legs = [{}, { cancellation: { ...cancellation(3_000)!, status: 'refunded' } }] as Order['legs'];
    expect(moneyBack(order({ legs }), { entries: [sale, entry('refund', 'leg', 3_000)] })).toMatchObject({
      refunded: 3_000,
      ticketsValid: false,
    });
  });
});
