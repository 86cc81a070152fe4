import { describe, expect, it } from 'vitest';
import { refundDraws } from '#domain/refunds/refund-draws.ts';

const sale = { id: 'sale', amount: 10_000, drawn: 0 };
const change = { id: 'change', amount: 2_500, drawn: 0 };

describe('drawing a refund on the payments of an order', () => {
  it('draws on one payment when the latest holds the amount', () => {
    expect(refundDraws([sale, change], 2_000)).toEqual([{ paymentId: 'change', amount: 2_000 }]);
  });

  it('draws the latest payment first, then the earlier ones for the rest', () => {
    expect(refundDraws([sale, change], 11_000)).toEqual([
      { paymentId: 'change', amount: 2_500 },
      { paymentId: 'sale', amount: 8_500 },
    ]);
  });

  it('skips what earlier refunds drew already', () => {
    expect(refundDraws([sale, { ...change, drawn: 2_500 }], 3_000)).toEqual([
      { paymentId: 'sale', amount: 3_000 },
    ]);
  });

  it('refuses more than the payments hold', () => {
    expect(refundDraws([sale, change], 12_501)).toBeNull();
  });
});
