import { describe, expect, it } from 'vitest';
import { availableCredit } from '../../../../src/domain/reseller/available-credit.ts';
import { chargeCreditLimit } from '../../../../src/domain/reseller/credit-limit.ts';

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

  it('is what a booking is charged against', () => {
    const available = availableCredit({ creditLimit: 100_00, creditUsed: 40_00, active: true });
    expect(chargeCreditLimit(available, 60_00)).toEqual({ ok: true, value: 0 });
    expect(chargeCreditLimit(available, 60_01).ok).toBe(false);
  });
});
