import { describe, expect, it } from 'vitest';
import { ageOn, showsProofAtBoarding, typeFitsAge } from '#domain/booking/passenger-age.ts';

describe('passenger types as facts of the birth date', () => {
  it('count full years on the day of travel', () => {
    expect(ageOn('2021-07-15', '2026-07-14')).toBe(4);
    expect(ageOn('2021-07-15', '2026-07-15')).toBe(5);
    expect(ageOn('1960-02-29', '2025-02-28')).toBe(64);
    expect(ageOn('1960-02-29', '2025-03-01')).toBe(65);
  });

  it('fit infant, child, adult and senior to their bands; student and disability fares to any age', () => {
    expect([0, 4, 5].map((age) => typeFitsAge('IN', age))).toEqual([true, true, false]);
    expect([4, 5, 10, 11].map((age) => typeFitsAge('CH', age))).toEqual([false, true, true, false]);
    expect([10, 11, 80].map((age) => typeFitsAge('AD', age))).toEqual([false, true, true]);
    expect([64, 65].map((age) => typeFitsAge('SE', age))).toEqual([false, true]);
    expect(typeFitsAge('ST', 20) && typeFitsAge('DI', 3)).toBe(true);
  });
});

describe('proof shown at boarding', () => {
  const adult = { passengerType: 'AD' as const, discountIdOrCode: null, manNumber: '', loyaltyCard: '' };
  it('is asked of every fare but the plain adult one, and of every discount', () => {
    expect(showsProofAtBoarding(adult)).toBe(false);
    for (const passengerType of ['IN', 'CH', 'ST', 'SE', 'DI'] as const)
      expect(showsProofAtBoarding({ ...adult, passengerType })).toBe(true);
    expect(showsProofAtBoarding({ ...adult, discountIdOrCode: 'LF' })).toBe(true);
    expect(showsProofAtBoarding({ ...adult, manNumber: '123456789' })).toBe(true);
    expect(showsProofAtBoarding({ ...adult, loyaltyCard: 'BS123' })).toBe(true);
  });
});
