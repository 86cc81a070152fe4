import { describe, expect, it } from 'vitest';
import type { Coupon } from '#domain/coupons/coupon.ts';
import { consumeCouponUse } from '#domain/coupons/coupon.ts';
import { checkCoupon, findValidCoupon } from '#domain/coupons/coupon-validity.ts';

const coupon: Coupon = {
  active: true,
  name: 'SUMMER26',
  email: null,
  fromAmount: null,
  toAmount: null,
  activeFrom: null,
  activeUntil: null,
  totalUsesLimit: null,
  discount: { kind: 'percentage', basisPoints: 1000 },
};
const attempt = {
  code: 'SUMMER26',
  email: 'ada@example.com',
  basket: 10000,
  now: new Date('2026-07-01T10:00:00Z'),
};
const invalid = { ok: false, error: { code: 'invalidCouponCode', fields: [] } };

describe('coupon validity', () => {
  it('accepts an active coupon whose name equals the entered code, whatever its case and spaces', () => {
    expect(checkCoupon(coupon, attempt)).toEqual({ ok: true, value: coupon });
    expect(checkCoupon(coupon, { ...attempt, code: '  SUMMER26 ' }).ok).toBe(true);
    expect(checkCoupon(coupon, { ...attempt, code: ' summer26 ' }).ok).toBe(true);
    expect(checkCoupon({ ...coupon, name: 'Καλοκαίρι' }, { ...attempt, code: 'ΚΑΛΟΚΑΊΡΙ' }).ok).toBe(true);
  });

  it('refuses an inactive coupon or another code with invalidCouponCode', () => {
    expect(checkCoupon({ ...coupon, active: false }, attempt)).toEqual(invalid);
    expect(checkCoupon(coupon, { ...attempt, code: 'summer27' })).toEqual(invalid);
  });

  it('accepts a coupon without e-mail for anyone and one with e-mail only for that customer', () => {
    const personal = { ...coupon, email: 'Ada@Example.com' };
    expect(checkCoupon(personal, attempt).ok).toBe(true);
    expect(checkCoupon(personal, { ...attempt, email: 'bob@example.com' })).toEqual(invalid);
    expect(checkCoupon({ ...coupon, email: '' }, { ...attempt, email: '' }).ok).toBe(true);
  });

  it('requires the basket within fromAmount and toAmount when set, bounds included', () => {
    const ranged = { ...coupon, fromAmount: 5000, toAmount: 20000 };
    expect(checkCoupon(ranged, { ...attempt, basket: 5000 }).ok).toBe(true);
    expect(checkCoupon(ranged, { ...attempt, basket: 20000 }).ok).toBe(true);
    expect(checkCoupon(ranged, { ...attempt, basket: 4999 })).toEqual(invalid);
    expect(checkCoupon(ranged, { ...attempt, basket: 20001 })).toEqual(invalid);
  });

  it('requires now within activeFrom and activeUntil when set', () => {
    const dated = { ...coupon, activeFrom: '2026-06-01T00:00:00Z', activeUntil: '2026-08-31T23:59:59Z' };
    expect(checkCoupon(dated, attempt).ok).toBe(true);
    expect(checkCoupon(dated, { ...attempt, now: new Date('2026-05-31T23:59:59Z') })).toEqual(invalid);
    expect(checkCoupon(dated, { ...attempt, now: new Date('2026-09-01T00:00:00Z') })).toEqual(invalid);
  });

  it('requires totalUsesLimit empty or at least 1, and a redemption spends one use', () => {
    expect(checkCoupon({ ...coupon, totalUsesLimit: 1 }, attempt).ok).toBe(true);
    expect(checkCoupon({ ...coupon, totalUsesLimit: 0 }, attempt)).toEqual(invalid);
    expect(consumeCouponUse({ ...coupon, totalUsesLimit: 1 }).totalUsesLimit).toBe(0);
    expect(consumeCouponUse({ ...coupon, totalUsesLimit: 0 }).totalUsesLimit).toBe(0);
    expect(consumeCouponUse(coupon)).toBe(coupon);
  });

  it('finds the valid coupon among several rows with the same name', () => {
    const spent = { ...coupon, totalUsesLimit: 0 };
    expect(findValidCoupon([spent, coupon], attempt)).toEqual({ ok: true, value: coupon });
    expect(findValidCoupon([spent], attempt)).toEqual(invalid);
  });
});
