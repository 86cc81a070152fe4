import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from '#domain/money/allocate.ts';

describe('allocating an amount over weights', () => {
  it('shares in proportion and gives the odd cents to the largest remainders', () => {
    expect(allocate(5_788, [28_940, 28_940])).toEqual([2_894, 2_894]);
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [3, 7])).toEqual([3, 7]);
  });

  it('shares equally when every weight is zero, and nothing over no weights', () => {
    expect(allocate(5, [0, 0])).toEqual([3, 2]);
    expect(allocate(5, [])).toEqual([]);
  });

  it('always adds up to the amount exactly, each share within a cent of its exact part', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 6 }),
        (amount, weights) => {
          const shares = allocate(amount, weights);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(amount);
          const total = weights.reduce((sum, weight) => sum + weight, 0);
          if (total === 0) return;
          shares.forEach((share, index) => {
            expect(Math.abs(share - (amount * weights[index]!) / total)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});
