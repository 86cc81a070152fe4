import { describe, expect, it } from 'vitest';
import { changePayer, mayActOnBehalf, refundForDisruption } from '#domain/orders/on-behalf.ts';
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
});

describe('who pays a change’s difference', () => {
  it('is nobody when the change costs nothing or gives money back, whoever asked', () => {
    for (const by of [null, person(40, []), person(43, ['admin'])]) {
      expect([changePayer(0, order, by), changePayer(-1200, order, by)]).toEqual(['nobody', 'nobody']);
    }
  });

  it('is the traveller’s card, the reseller’s credit, or the traveller from an e-mailed link when staff asked', () => {
    expect(changePayer(500, order, null)).toBe('card');
    expect(changePayer(500, order, person(40, []))).toBe('credit');
    expect(changePayer(500, order, person(43, ['admin']))).toBe('emailedLink');
    expect(changePayer(500, order, person(42, ['agent']))).toBe('emailedLink');
    // An order placed without a reseller: staff's costly change is still the traveller's to pay.
    expect(changePayer(500, { resellerId: null }, person(43, ['admin']))).toBe('emailedLink');
  });
});
