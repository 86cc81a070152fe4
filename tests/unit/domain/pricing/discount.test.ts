import { describe, expect, it } from 'vitest';
import { discountAmount, percentageOf } from '#domain/pricing/discount.ts';

describe('discounts in cents', () => {
  it('rounds a percentage half up to the cent', () => {
    expect(percentageOf(1005, 1000)).toBe(101);
    expect(percentageOf(1004, 1000)).toBe(100);
    expect(percentageOf(333, 5000)).toBe(167);
    expect(percentageOf(1, 4999)).toBe(0);
  });

  it('applies a percentage or a fixed amount to the subtotal, never more than it', () => {
    expect(discountAmount(10000, null)).toBe(0);
    expect(discountAmount(10000, { kind: 'percentage', basisPoints: 1250 })).toBe(1250);
    expect(discountAmount(10000, { kind: 'fixed', amount: 1500 })).toBe(1500);
    expect(discountAmount(1000, { kind: 'fixed', amount: 1500 })).toBe(1000);
    expect(discountAmount(1000, { kind: 'fixed', amount: -5 })).toBe(0);
  });
});
