import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { FollowProviderRefunds } from '#application/orders/follow-provider-refunds.ts';
import type { Logger } from '#application/ports/logger.ts';
import { PORTS } from '#container';
import type { Trip } from '#domain/trips/trip.ts';
import {
  aFilledLeg,
  anOrder,
  checkoutHarness,
  drainOutbox,
  piraeusSantoriniTrips,
} from '../../support/checkout-harness.ts';
import { type FakeViva, startFakeViva } from '../../support/fake-viva-server.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

/**
 * Issue #49 item 8, decision 0130: a refund Viva accepts as pending (its reversal's StatusId A) is not told
 * to the traveller as sent; the follower asks Viva until it is final. Settled, the tracker shows it sent;
 * failed, staff are alerted and the tracker shows it refused.
 */
let database: TestDatabase;
let viva: FakeViva;
let harness: ReturnType<typeof checkoutHarness>;
let trips: Trip[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  viva = await startFakeViva();
  harness = checkoutHarness(database.knex, {
    env: {
      PAYMENT_PROVIDERS: 'viva,sandbox',
      VIVA_CLIENT_ID: viva.credentials.clientId,
      VIVA_CLIENT_SECRET: viva.credentials.clientSecret,
      VIVA_MERCHANT_ID: viva.credentials.merchantId,
      VIVA_API_KEY: viva.credentials.apiKey,
      VIVA_SOURCE_CODE: viva.credentials.sourceCode,
      VIVA_ACCOUNTS_URL: viva.accountsUrl,
      VIVA_API_URL: viva.apiUrl,
      VIVA_CHECKOUT_URL: viva.checkoutUrl,
    },
  });
  trips = await piraeusSantoriniTrips(harness.ferry, 44);
});
afterAll(async () => {
  await viva?.close();
  await database?.destroy();
});

/** An order paid through Viva, ticketed, then cancelled whole by its traveller while Viva keeps refunds pending. */
async function cancelledWithPendingRefund(trip: Trip) {
  const { services } = harness;
  const legs = [aFilledLeg(trip)];
  const price = await services.priceCart.execute({ legs, receiveTicketsMethod: 'portPickup' });
  if (!price.ok) throw new Error(JSON.stringify(price.error));
  const placed = await services.placeOrder.execute(
    anOrder({ legs, expectedFinalPrice: price.value.breakdown.finalPrice }),
  );
  if (!placed.ok) throw new Error(JSON.stringify(placed.error));
  const { order, token } = placed.value;
  const redirect = await services.startPayment.execute({ order, provider: 'viva' });
  if (!redirect.ok) throw new Error(JSON.stringify(redirect.error));
  const code = new URL(redirect.value.url).searchParams.get('ref')!;
  await services.completePayment.execute({ provider: 'viva', params: viva.pay(code, 'succeeded') });
  await drainOutbox(database.knex, harness.jobHandlers);
  const access = { reference: order.reference, token };
  const quote = await services.quoteCancellation.execute(access);
  if (!quote.ok) throw new Error(JSON.stringify(quote.error));
  viva.refundsPending = true;
  const cancelled = await services.cancelOrder.execute({
    ...access,
    acceptedRefund: quote.value.quote.refund,
  });
  if (!cancelled.ok) throw new Error(JSON.stringify(cancelled.error));
  await drainOutbox(database.knex, harness.jobHandlers);
  viva.refundsPending = false;
  const [draw] = await harness.orders.refundDraws(order.id);
  return { access, draw: draw! };
}

const orderRefund = async (access: { reference: string; token: string }) => {
  const found = await harness.services.getOrder.execute(access);
  if (!found.ok) throw new Error('order not found');
  return found.value.refunds.find((refund) => refund.id === 'order')!;
};

/** The follower as the worker runs it `hours` after the refund (the questions then due), its alerts kept. */
function follower(alerts: object[], hours = 1) {
  const logger: Logger = { info() {}, warn() {}, error: (details) => alerts.push(details) };
  const later = new Date(harness.clock.now().getTime() + hours * 3_600_000);
  return new FollowProviderRefunds({
    orders: harness.orders,
    gateways: harness.container.get(PORTS.paymentGateways),
    ids: harness.container.get(PORTS.ids),
    clock: { now: () => later },
    logger,
  });
}

describe('a provider refund followed until it is final', () => {
  it('is not shown sent while Viva processes it, and is once Viva settles it', async () => {
    const { access, draw } = await cancelledWithPendingRefund(trips[0]!);
    expect(draw.state).toBe('pending');
    expect(await orderRefund(access)).toMatchObject({ sentAt: null, expectedBy: null, refused: false });

    const alerts: object[] = [];
    // Still in progress at Viva: asked again later, nothing told.
    expect(await follower(alerts).execute({ batchSize: 10 })).toEqual({ settled: 0, failed: 0 });
    viva.finishRefund(draw.reference, 'F');
    expect(await follower(alerts, 2).execute({ batchSize: 10 })).toEqual({ settled: 1, failed: 0 });

    const settled = await orderRefund(access);
    expect(settled.sentAt).not.toBeNull();
    expect(settled.expectedBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(settled.refused).toBe(false);
    expect(alerts).toEqual([]);
    // Told now, and only now: the "refund sent" e-mail held back while Viva processed it.
    const mails = readdirSync(harness.mailDir).length;
    expect(await drainOutbox(database.knex, harness.jobHandlers)).toContain('order.refundStepEmail');
    expect(readdirSync(harness.mailDir)).toHaveLength(mails + 1);
    // Final: never asked about again.
    expect(await follower(alerts, 48).execute({ batchSize: 10 })).toEqual({ settled: 0, failed: 0 });
  });

  it('alerts staff when Viva fails it, and the tracker shows it refused', async () => {
    const { access, draw } = await cancelledWithPendingRefund(trips[1 % trips.length]!);
    viva.finishRefund(draw.reference, 'E');
    const alerts: object[] = [];
    expect(await follower(alerts).execute({ batchSize: 10 })).toEqual({ settled: 0, failed: 1 });
    expect(alerts).toEqual([
      expect.objectContaining({ alert: 'providerRefundFailed', refundId: 'order', amount: draw.amount }),
    ]);
    expect(await orderRefund(access)).toMatchObject({ refused: true });
    expect((await harness.orders.refundDraws(draw.orderId))[0]?.state).toBe('failed');
  });
});
