import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { orderPayment } from '#application/orders/order-payment.ts';
import type { Order } from '#domain/orders/order.ts';
import type { Trip } from '#domain/trips/trip.ts';
import {
  aFilledLeg,
  anOrder,
  checkoutHarness,
  drainOutbox,
  piraeusSantoriniTrips,
  saleOnlySandbox,
} from '../../support/checkout-harness.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;
let trips: Trip[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  // Charged at the card page, as a provider without authorisation does (decision 0127).
  harness = checkoutHarness(database.knex, {}, saleOnlySandbox());
  trips = await piraeusSantoriniTrips(harness.ferry, 40);
});
afterAll(async () => {
  await database?.destroy();
});

async function placed(trip: Trip): Promise<Order> {
  const legs = [aFilledLeg(trip)];
  const price = await harness.services.priceCart.execute({ legs, receiveTicketsMethod: 'portPickup' });
  if (!price.ok) throw new Error(JSON.stringify(price.error));
  const order = await harness.services.placeOrder.execute(
    anOrder({ legs, expectedFinalPrice: price.value.breakdown.finalPrice }),
  );
  if (!order.ok) throw new Error(JSON.stringify(order.error));
  return order.value.order;
}

/** A tab that starts paying: the sandbox payment's id. */
async function startedPayment(order: Order): Promise<string> {
  const redirect = await harness.services.startPayment.execute({ order });
  if (!redirect.ok) throw new Error(JSON.stringify(redirect.error));
  return redirect.value.url.split('/').pop()!;
}

/** The card holder pays on the sandbox page and the browser comes back. */
async function paid(paymentId: string) {
  const back = new URL((await harness.sandbox.decide(paymentId, 'succeeded'))!);
  const completed = await harness.services.completePayment.execute({
    provider: 'sandbox',
    params: Object.fromEntries(back.searchParams),
  });
  expect(completed.ok).toBe(true);
  return Object.fromEntries(back.searchParams);
}

const attemptOf = async (paymentId: string) =>
  database.knex('payment_attempts').where({ provider: 'sandbox', provider_payment_id: paymentId }).first();
const refundedAtSandbox = async (paymentId: string) =>
  Number((await database.knex('sandbox_payments').where({ id: paymentId }).first()).refunded);

describe('every charge is the order’s payment or given back', () => {
  it('two tabs both paid: the first success pays the order, the second is refunded once, and refunds take the first', async () => {
    const order = await placed(trips[0]!);
    const [tabA, tabB] = [await startedPayment(order), await startedPayment(order)];
    // Tab B is paid first: it is the order's payment, although tab A's attempt was started before it.
    await paid(tabB);
    const returnA = await paid(tabA);
    // Tab A's return and its notification arrive twice: still one refund.
    await harness.services.completePayment.execute({ provider: 'sandbox', params: returnA });
    await drainOutbox(database.knex, harness.jobHandlers);

    expect((await harness.orders.findById(order.id))!.status).toBe('ticketed');
    expect(await attemptOf(tabB)).toMatchObject({ status: 'succeeded', surplus: false });
    expect(await attemptOf(tabA)).toMatchObject({ status: 'refunded', surplus: true });
    expect(await refundedAtSandbox(tabA)).toBe(order.breakdown.finalPrice);
    expect(await refundedAtSandbox(tabB)).toBe(0);
    expect(orderPayment(await harness.orders.paymentAttempts(order.id))?.providerPaymentId).toBe(tabB);
    // Tab A's success is noted once, then its refund, each naming the payment and the provider.
    const causes = (await harness.orders.events(order.id)).map((event) => event.cause);
    const ofTabA = causes.filter((cause) => typeof cause !== 'string' && cause.values?.payment === tabA);
    expect(ofTabA).toEqual([
      { code: 'surplusPaymentVerified', values: { payment: tabA, provider: 'sandbox' } },
      { code: 'surplusRefunded', values: { payment: tabA, provider: 'sandbox' } },
    ]);
    // The traveller is told once that it is on its way, with the provider's reference of the refund.
    const reference = (await attemptOf(tabA)).refund_reference as string;
    expect(reference).toEqual(expect.any(String));
    const told = readdirSync(harness.mailDir)
      .map((file) => readFileSync(path.join(harness.mailDir, file), 'utf8'))
      .filter((mail) => mail.includes(`Your refund is on its way: booking ${order.reference}`));
    expect(told).toHaveLength(1);
    expect(told[0]).toContain(reference);
  });

  it('a payment confirmed after the hold lapsed is refunded, and the expired order stays expired', async () => {
    const order = await placed(trips[1]!);
    const tab = await startedPayment(order);
    await database
      .knex('orders')
      .where({ id: order.id })
      .update({ hold_expires_at: new Date(harness.clock.now().getTime() - 1000) });
    await harness.expireLapsedOrders.execute({ batchSize: 10 });
    await drainOutbox(database.knex, harness.jobHandlers);
    expect((await harness.orders.findById(order.id))!.status).toBe('expired');

    await paid(tab);
    await drainOutbox(database.knex, harness.jobHandlers);
    expect((await harness.orders.findById(order.id))!.status).toBe('expired');
    expect(await attemptOf(tab)).toMatchObject({ status: 'refunded', surplus: true });
    expect(await refundedAtSandbox(tab)).toBe(order.breakdown.finalPrice);
  });

  it('a payment confirmed after a declined tab failed the order is refunded', async () => {
    const order = await placed(trips[2]!);
    const [declined, late] = [await startedPayment(order), await startedPayment(order)];
    const back = new URL((await harness.sandbox.decide(declined, 'declined'))!);
    await harness.services.completePayment.execute({
      provider: 'sandbox',
      params: Object.fromEntries(back.searchParams),
    });
    await paid(late);
    await drainOutbox(database.knex, harness.jobHandlers);
    expect((await harness.orders.findById(order.id))!.status).toBe('failed');
    expect(await attemptOf(late)).toMatchObject({ status: 'refunded', surplus: true });
    expect(await refundedAtSandbox(late)).toBe(order.breakdown.finalPrice);
  });
});
