import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '#domain/auth/principal.ts';
import type { CouponWrite } from '#domain/back-office/coupon-form.ts';
import {
  aFilledLeg,
  anOrder,
  checkoutHarness,
  piraeusSantoriniTrips,
} from '../../support/checkout-harness.ts';
import { ADMIN, type ApiHarness, startApiHarness } from '../content/api-harness.ts';

let h: ApiHarness;
let admin: Principal;
const backOffice = () => h.composition.services.backOffice;

const SUMMER: CouponWrite = {
  name: 'SUMMER1',
  active: true,
  email: null,
  fromAmount: null,
  toAmount: null,
  activeFrom: null,
  activeUntil: null,
  totalUsesLimit: 10,
  discountKind: 'fixed',
  discountValue: 100,
};

beforeAll(async () => {
  h = await startApiHarness();
  const row = await h.knex('users').where({ email: ADMIN.email }).first();
  admin = { id: row.id, email: row.email, scope: row.scope };
});
afterAll(async () => {
  await h.close();
});

describe('coupons in the back office', () => {
  it('creates, edits and deactivates a coupon through the content API, each change audited', async () => {
    const created = await backOffice().saveCoupon.execute({ actor: admin, id: null, values: SUMMER });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const id = String(created.value.id);
    const twin = await backOffice().saveCoupon.execute({ actor: admin, id: null, values: SUMMER });
    expect(!twin.ok && twin.error.code).toBe('conflict');
    const edited = await backOffice().saveCoupon.execute({
      actor: admin,
      id,
      values: { ...SUMMER, totalUsesLimit: 5 },
    });
    expect(edited.ok && edited.value.totalUsesLimit).toBe(5);
    const off = await backOffice().saveCoupon.execute({ actor: admin, id, values: { active: false } });
    expect(off.ok && off.value.active).toBe(false);
    const audit = await h.knex('audit_log').where({ subject_type: 'coupon', subject_id: id }).orderBy('id');
    expect(audit.map((entry) => entry.action)).toEqual([
      'coupon.create',
      'coupon.update',
      'coupon.deactivate',
    ]);
    expect(audit[2].before.active).toBe(true);
    expect(audit[2].after.active).toBe(false);
  });

  it('counts the uses of a coupon and lists the orders that took them', async () => {
    const created = await backOffice().saveCoupon.execute({
      actor: admin,
      id: null,
      values: { ...SUMMER, name: 'BLUE1' },
    });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const checkout = checkoutHarness(h.knex);
    const [trip] = await piraeusSantoriniTrips(checkout.ferry);
    const legs = [aFilledLeg(trip!)];
    const price = await checkout.services.priceCart.execute({ legs, receiveTicketsMethod: 'portPickup' });
    if (!price.ok) throw new Error('pricing failed');
    const placed = await checkout.services.placeOrder.execute(
      anOrder({ legs, couponCode: 'BLUE1', expectedFinalPrice: price.value.breakdown.finalPrice - 100 }),
    );
    if (!placed.ok) throw new Error(JSON.stringify(placed.error));
    const read = await backOffice().readCoupon.execute({ actor: admin, id: String(created.value.id) });
    if (!read.ok) throw new Error(JSON.stringify(read.error));
    expect(read.value.coupon.uses).toBe(1);
    expect(read.value.orders.map((order) => [order.reference, order.use])).toEqual([
      [placed.value.order.reference, 'reserved'],
    ]);
    const listed = await backOffice().listCoupons.execute({ actor: admin });
    expect(listed.ok && listed.value.find((coupon) => coupon.name === 'BLUE1')?.uses).toBe(1);
  });
});
