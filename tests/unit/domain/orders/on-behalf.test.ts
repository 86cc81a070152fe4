import { describe, expect, it } from 'vitest';
import { changeableOnBehalf, mayActOnBehalf } from '#domain/orders/on-behalf.ts';
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

  it('lets support give a disrupted sailing’s full refund, not cancel at a fee', () => {
    const cause = { code: 'legCancelledForDisruption' as const, values: { sailing: '1' } };
    expect(mayActOnBehalf(person(44, ['support']), order, cause)).toBe(true);
  });

  it('changes only what costs nothing or gives money back', () => {
    expect([changeableOnBehalf(0), changeableOnBehalf(-1200), changeableOnBehalf(500)]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
