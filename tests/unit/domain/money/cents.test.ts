import { describe, expect, it } from 'vitest';
import { cents, isCents } from '#domain/money/cents.ts';

describe('cents', () => {
  it('accepts whole numbers of cents only', () => {
    expect(cents(300)).toBe(300);
    expect(isCents(300)).toBe(true);
    expect(isCents(3.5)).toBe(false);
    expect(isCents('300')).toBe(false);
  });

  it('refuses a fraction of a cent so a float never becomes money', () => {
    expect(() => cents(0.1 + 0.2)).toThrow(RangeError);
  });
});
