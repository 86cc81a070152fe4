import { describe, expect, it } from 'vitest';
import { amountDue } from '#domain/orders/order.ts';
import { fareBreakdown } from '#domain/pricing/fare-breakdown.ts';

describe('the amount due for an order', () => {
  it('is the frozen final price, the payment surcharge and courier shipping included, the discount taken off', () => {
    const breakdown = fareBreakdown({
      tripTotals: [12_000, 8_000],
      discount: { kind: 'fixed', amount: 1_000 },
      serviceFee: 250,
      receiveTicketsMethod: 'courier',
      extraCost: 150,
      creditLimit: null,
    });
    expect(amountDue({ breakdown })).toBe(20_000 - 1_000 + 250 + 300 + 150);
    expect(amountDue({ breakdown })).not.toBe(breakdown.total);
  });
});
