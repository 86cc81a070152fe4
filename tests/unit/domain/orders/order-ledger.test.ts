import { describe, expect, it } from 'vitest';
import {
  afterSaleMoney,
  type LedgerPayment,
  orderLedger,
  refundedForLeg,
} from '#domain/orders/order-ledger.ts';

const at = (minute: number) => `2026-11-27T10:${String(minute).padStart(2, '0')}:00.000Z`;

const payment = (overrides: Partial<LedgerPayment>): LedgerPayment => ({
  id: 'sale',
  provider: 'viva',
  amount: 59_484,
  status: 'succeeded',
  surplus: false,
  changeId: null,
  completedAt: at(1),
  refundReference: null,
  ...overrides,
});

describe('the order’s one ledger of money', () => {
  it('adds the sale, a change paid, a leg’s refund and a change’s money back into one net', () => {
    const ledger = orderLedger({
      payments: [
        payment({ id: 'sale', status: 'refunding' }),
        payment({ id: 'dog', amount: 1_530, changeId: 'add-dog', completedAt: at(9) }),
        // Started or declined attempts never held money.
        payment({ id: 'declined', amount: 1_530, status: 'declined', completedAt: at(8) }),
      ],
      draws: [
        { paymentId: 'sale', refundId: 'leg-1', amount: 14_652, reference: 'R-1', at: at(5) },
        { paymentId: 'sale', refundId: 'change-date', amount: 20, reference: 'R-2', at: at(7) },
      ],
      credits: [],
    });
    expect(ledger.charged).toBe(59_484 + 1_530);
    expect(ledger.refunded).toBe(14_652 + 20);
    expect(ledger.net).toBe(59_484 + 1_530 - 14_652 - 20);
    expect(ledger.entries.map((entry) => [entry.direction, entry.purpose, entry.amount])).toEqual([
      ['charge', 'order', 59_484],
      ['refund', 'leg', 14_652],
      ['refund', 'change', 20],
      ['charge', 'change', 1_530],
    ]);
    expect(refundedForLeg(ledger, 1)).toBe(14_652);
    expect(refundedForLeg(ledger, 0)).toBe(0);
    expect(afterSaleMoney(ledger)).toEqual({
      changesPaid: 1_530,
      refunded: 14_672,
      released: 0,
      net: ledger.net,
    });
  });

  it('counts a payment given back whole without draws once, and a surplus charge apart from the booking', () => {
    const ledger = orderLedger({
      payments: [
        payment({ id: 'sale' }),
        payment({
          id: 'second-tab',
          surplus: true,
          status: 'refunded',
          refundReference: 'R-9',
          completedAt: at(3),
        }),
      ],
      draws: [],
      credits: [],
    });
    expect(ledger.charged).toBe(2 * 59_484);
    expect(ledger.refunded).toBe(59_484);
    expect(ledger.net).toBe(59_484);
    // The booking itself saw nothing after its sale: no after-sale block.
    expect(afterSaleMoney(ledger)).toBeNull();
  });

  it('reads a reseller’s credit rows as charges and refunds of the order and its changes', () => {
    const ledger = orderLedger({
      payments: [],
      draws: [],
      credits: [
        { kind: 'charge', amount: 20_000, changeId: null, at: at(1) },
        { kind: 'charge', amount: 2_000, changeId: 'change-1', at: at(2) },
        { kind: 'refund', amount: -5_000, changeId: null, at: at(3) },
      ],
    });
    expect([ledger.charged, ledger.refunded, ledger.net]).toEqual([22_000, 5_000, 17_000]);
    expect(ledger.entries.every((entry) => entry.through === 'credit')).toBe(true);
  });
});

describe('authorisations in the ledger (decision 0127)', () => {
  const authorised = {
    id: 'p1',
    provider: 'viva',
    amount: 10_000,
    status: 'authorised',
    surplus: false,
    changeId: null,
    completedAt: '2026-07-01T10:00:00.000Z',
    refundReference: null,
    authorisedAmount: 10_000,
    capturedAt: null,
    voidedAt: null,
  };

  it('holds an authorisation apart: nothing is charged until it is captured', () => {
    const ledger = orderLedger({ payments: [authorised], draws: [], credits: [] });
    expect(ledger).toMatchObject({ charged: 0, refunded: 0, net: 0, authorised: 10_000 });
    expect(ledger.entries.map((entry) => entry.direction)).toEqual(['authorisation']);
    expect(afterSaleMoney(ledger)).toBeNull();
  });

  it('charges what a capture took and records the rest let go, in that order', () => {
    const captured = {
      ...authorised,
      status: 'succeeded',
      amount: 6_000,
      capturedAt: '2026-07-01T10:01:00.000Z',
      voidedAt: '2026-07-01T10:01:00.000Z',
    };
    const ledger = orderLedger({ payments: [captured], draws: [], credits: [] });
    expect(ledger).toMatchObject({ charged: 6_000, net: 6_000, authorised: 0 });
    expect(ledger.entries.map((entry) => [entry.direction, entry.amount])).toEqual([
      ['authorisation', 10_000],
      ['charge', 6_000],
      ['void', 4_000],
    ]);
    expect(afterSaleMoney(ledger)).toEqual({ changesPaid: 0, refunded: 0, released: 4_000, net: 6_000 });
  });

  it('charges nothing of an authorisation let go whole', () => {
    const voided = { ...authorised, status: 'voided', voidedAt: '2026-07-02T10:00:00.000Z' };
    const ledger = orderLedger({ payments: [voided], draws: [], credits: [] });
    expect(ledger).toMatchObject({ charged: 0, net: 0, authorised: 0 });
    expect(ledger.entries.map((entry) => [entry.direction, entry.amount])).toEqual([
      ['authorisation', 10_000],
      ['void', 10_000],
    ]);
  });
});
