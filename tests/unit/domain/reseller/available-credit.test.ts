import { describe, expect, it } from 'vitest';
import { availableCredit } from '#domain/reseller/available-credit.ts';

describe('available credit', () => {
  it('is the limit less what is used', () => {
    expect(availableCredit({ creditLimit: 500_000, creditUsed: 120_050, active: true })).toBe(379_950);
  });

  it('never goes below zero when the limit was lowered under the amount used', () => {
    expect(availableCredit({ creditLimit: 10_000, creditUsed: 25_000, active: true })).toBe(0);
  });

  it('is nothing while the account is inactive', () => {
    expect(availableCredit({ creditLimit: 500_000, creditUsed: 0, active: false })).toBe(0);
  });
});
