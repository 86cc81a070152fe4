import { describe, expect, it } from 'vitest';
import { changeableOnBehalf, mayActOnBehalf, refundForDisruption } from '#domain/orders/on-behalf.ts';
import type { Order } from '#domain/orders/order.ts';

const order = { resellerId: 40 } as Order;
const person = (id: number, scope: string[]) => ({ id, email: `${id}@kyma.test`, scope });

describe('acting on a traveller’s behalf', () => {
  it('is for the order’s reseller, a booking agent or staff who may cancel at the company', () => {
    expect(mayActOnBehalf(person(40, []), order)).toBe(true);
    expect(mayActOnBehalf(person(41, []), order)).toBe(false);
    expect(mayActOnBehalf(person(42, ['agent']), order)).toBe(true);
    expect(mayActOnBehalf(person(43, ['admin']), order)).toBe(true);
    expect(mayActOnBehalf(person(44, ['support']), order)).toBe(false);
  });

  it('lets support give what a disruption owes (a full refund, another sailing at no cost), not act at a fee', () => {
    const cause = { code: 'legCancelledForDisruption' as const, values: { sailing: '1' } };
    expect(refundForDisruption(cause)).toBe(true);
    expect(refundForDisruption({ code: 'legCancelledOnBehalf', values: { sailing: '1' } })).toBe(false);
    expect(mayActOnBehalf(person(44, ['support']), order, true)).toBe(true);
    expect(mayActOnBehalf(person(45, ['newsletter']), order, true)).toBe(false);
  });

  it('changes only what costs nothing or gives money back', () => {
    expect([changeableOnBehalf(0), changeableOnBehalf(-1200), changeableOnBehalf(500)]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
