import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { orderPayment } from '#application/orders/order-payment.ts';
import { sendRefund } from '#application/orders/send-refund.ts';
import { PARTS, PORTS } from '#container';
import { checkoutHarness, piraeusSantoriniTrips, ticketedOrder } from '../../support/checkout-harness.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

/**
 * Issue #49 item 8: a refund the provider made, whose answer Kyma did not record (the worker died between
 * the two), is sent again by the job's retry with the same idempotency key, and the provider answers it with
 * the first refund: the traveller gets the money back once, and Kyma records it once.
 */
let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  harness = checkoutHarness(database.knex);
});
afterAll(async () => {
  await database?.destroy();
});

describe('a provider refund retried after a crash', () => {
  it('gives the money back once and records it once', async () => {
    const trip = (await piraeusSantoriniTrips(harness.ferry, 41))[0]!;
    const { order } = await ticketedOrder(database.knex, harness, trip, 'retry@example.com');
    const payment = orderPayment(await harness.orders.paymentAttempts(order.id))!;
    // Less than half of what was paid: without a key, a second sending would be a second refund.
    const amount = Math.floor(payment.amount / 3);
    const deps = {
      orders: harness.orders,
      gateways: harness.container.get(PORTS.paymentGateways),
      ids: harness.container.get(PORTS.ids),
      clock: harness.clock,
      logger: harness.container.get(PARTS.logger),
    };
    // The worker dies after the provider refunded and before the refund is recorded.
    const crashing = new Proxy(harness.orders, {
      get(target, name) {
        if (name === 'recordRefundDraw') return () => Promise.reject(new Error('killed'));
        const value = Reflect.get(target, name, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    await expect(sendRefund({ ...deps, orders: crashing }, order.id, 'leg-0', amount)).rejects.toThrow(
      'killed',
    );
    expect((await harness.sandbox.find(payment.providerPaymentId))?.refunded).toBe(amount);

    const retried = await sendRefund(deps, order.id, 'leg-0', amount);
    const again = await sendRefund(deps, order.id, 'leg-0', amount);

    expect((await harness.sandbox.find(payment.providerPaymentId))?.refunded).toBe(amount);
    const draws = await harness.orders.refundDraws(order.id);
    expect(draws.map((draw) => ({ refundId: draw.refundId, amount: draw.amount }))).toEqual([
      { refundId: 'leg-0', amount },
    ]);
    expect(retried).toEqual({ sentThrough: 'sandbox', refundReference: draws[0]!.reference });
    expect(again).toEqual(retried);
  });
});
