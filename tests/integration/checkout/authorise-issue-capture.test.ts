import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SandboxPaymentProvider } from '#adapters/sandbox-payment/sandbox-payment-provider.ts';
import { FailBooking } from '#application/ferry/fail-booking.ts';
import { FinalizeBooking } from '#application/ferry/finalize-booking.ts';
import { issueTicketsHandler } from '#application/orders/issue-tickets-job.ts';
import { orderMoneyOf } from '#application/orders/order-money.ts';
import { VoidUncapturedAuthorisations } from '#application/orders/void-uncaptured-authorisations.ts';
import type { JobHandlers } from '#application/ports/job-queue.ts';
import type { PaymentGateway } from '#application/ports/payment-gateway.ts';
import { loadConfig } from '#config';
import { type Composition, compose, PARTS, PORTS } from '#container';
import { amountDue, type Order } from '#domain/orders/order.ts';
import { paidPerLeg } from '#domain/orders/paid-per-leg.ts';
import { aFilledLeg, anOrder, drainOutbox, tripsOn } from '../../support/checkout-harness.ts';
import { type FakeCardlink, startFakeCardlink } from '../../support/fake-cardlink.ts';
import { type FakeViva, startFakeViva } from '../../support/fake-viva-server.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { TEST_CLOCK_ENV } from '../../support/test-today.ts';

type Provider = 'sandbox' | 'viva' | 'cardlink';

let database: TestDatabase;
let viva: FakeViva;
let cardlink: FakeCardlink;
let composition: Composition;
let handlers: JobHandlers;
let day = 40;

// Kyma composed as in production with every provider, each against its fake (decision 0127).
beforeAll(async () => {
  database = await createTestDatabase();
  [viva, cardlink] = await Promise.all([startFakeViva(), startFakeCardlink()]);
  const config = loadConfig({
    ...TEST_CLOCK_ENV,
    DATABASE_URL: database.url,
    REDIS_URL: inject('redisUrl'),
    LOG_LEVEL: 'silent',
    FERRY_SEARCH_CACHE_TTL_SECONDS: '0',
    PAYMENT_PROVIDERS: 'sandbox,viva,cardlink',
    VIVA_CLIENT_ID: viva.credentials.clientId,
    VIVA_CLIENT_SECRET: viva.credentials.clientSecret,
    VIVA_MERCHANT_ID: viva.credentials.merchantId,
    VIVA_API_KEY: viva.credentials.apiKey,
    VIVA_SOURCE_CODE: viva.credentials.sourceCode,
    VIVA_ACCOUNTS_URL: viva.accountsUrl,
    VIVA_API_URL: viva.apiUrl,
    VIVA_CHECKOUT_URL: viva.checkoutUrl,
    CARDLINK_MID: cardlink.merchantId,
    CARDLINK_SHARED_SECRET: cardlink.sharedSecret,
    CARDLINK_VPOS_URL: cardlink.vposUrl,
  });
  composition = await compose(config, pino({ level: 'silent' }));
  await composition.prepareStorage({ migrate: true });
  handlers = Object.assign({}, ...composition.container.getAll(PARTS.jobHandlers));
});
afterAll(async () => {
  await composition?.close();
  await Promise.all([viva?.close(), cardlink?.close()]);
  await database?.destroy();
});

const orders = () => composition.container.get(PORTS.orders);

/** Plays the card holder at the provider's page: the approval comes back as the provider sends it. */
async function approve(provider: Provider, redirect: { url: string; fields?: Record<string, string> }) {
  if (provider === 'viva') return viva.pay(new URL(redirect.url).searchParams.get('ref')!, 'succeeded');
  if (provider === 'cardlink') {
    await fetch(redirect.url, { method: 'POST', body: new URLSearchParams(redirect.fields) });
    return cardlink.decide(redirect.fields!.orderid!, 'succeeded').fields;
  }
  const sandbox = composition.container.get(SandboxPaymentProvider);
  const back = await sandbox.decide(redirect.url.split('/').pop()!, 'succeeded');
  return Object.fromEntries(new URL(back!).searchParams);
}

/** A two-sailing order, each sold by another system, whose card payment was authorised at `provider`. */
async function authorisedOrder(provider: Provider): Promise<Order> {
  day += 2;
  const { ferry, checkout } = composition.services;
  const first = (await tripsOn(ferry, { from: 'PIR', to: 'JTR' }, day))[0]!;
  const second = (await tripsOn(ferry, { from: 'JTR', to: 'PIR' }, day + 1))
    .flatMap((trip) =>
      (trip.offers ?? [])
        .filter((offer) => offer.agentName !== first.agentName)
        .map((offer) => ({ ...trip, id: offer.id, tripId: offer.tripId, agentName: offer.agentName })),
    )
    .at(0)!;
  const legs = [aFilledLeg(first), { ...aFilledLeg(second), legIndex: 1 }];
  const price = await checkout.priceCart.execute({ legs, receiveTicketsMethod: 'portPickup' });
  if (!price.ok) throw new Error(JSON.stringify(price.error));
  const placed = await checkout.placeOrder.execute(
    anOrder({ legs, expectedFinalPrice: price.value.breakdown.finalPrice }),
  );
  if (!placed.ok) throw new Error(JSON.stringify(placed.error));
  const redirect = await checkout.startPayment.execute({ order: placed.value.order, provider });
  if (!redirect.ok) throw new Error(JSON.stringify(redirect.error));
  const params = await approve(provider, redirect.value as { url: string; fields?: Record<string, string> });
  const completed = await checkout.completePayment.execute({ provider, params });
  expect(completed.ok && completed.value).toMatchObject({ status: 'authorised', order: { status: 'paid' } });
  return (await orders().findById(placed.value.order.id))!;
}

const paymentOf = async (order: Order) => (await orders().paymentAttempts(order.id))[0]!;

const ledgerOf = async (order: Order) =>
  (
    await orderMoneyOf(
      {
        orders: orders(),
        refunds: composition.container.get(PORTS.refunds),
        changes: composition.container.get(PORTS.orderChanges),
      },
      order,
    )
  ).ledger;

describe.each(['sandbox', 'viva', 'cardlink'] as const)(
  'authorise, issue, then capture at %s',
  (provider) => {
    it('captures the whole order once every company issued', async () => {
      const order = await authorisedOrder(provider);
      expect((await ledgerOf(order)).authorised).toBe(amountDue(order));
      await drainOutbox(database.knex, handlers);
      expect((await orders().findById(order.id))!.status).toBe('ticketed');
      expect(await paymentOf(order)).toMatchObject({
        status: 'succeeded',
        amount: amountDue(order),
        authorisedAmount: amountDue(order),
        voidedAt: null,
      });
      const ledger = await ledgerOf(order);
      expect(ledger).toMatchObject({ charged: amountDue(order), net: amountDue(order), authorised: 0 });
      expect(ledger.entries.map((entry) => entry.direction)).toEqual(['authorisation', 'charge']);
    });

    it('captures only the first sailing when the second company refuses, and lets the rest go', async () => {
      const order = await authorisedOrder(provider);
      const refused = order.legs[1]!;
      const failed = await composition.container
        .get(FailBooking)
        .execute({ agentName: refused.agentName, orderCode: refused.upstreamOrderCode });
      expect(failed.ok).toBe(true);
      await drainOutbox(database.knex, handlers);

      const after = (await orders().findById(order.id))!;
      expect(after.status).toBe('needsAttention');
      expect(after.tickets.map((ticket) => ticket.legIndex)).toEqual([0]);
      const firstLeg = paidPerLeg(order.breakdown, order.chargeLines)[0]!;
      expect(firstLeg).toBeLessThan(amountDue(order));
      const payment = await paymentOf(order);
      expect(payment).toMatchObject({
        status: 'succeeded',
        amount: firstLeg,
        authorisedAmount: amountDue(order),
      });
      expect(payment.voidedAt).not.toBeNull();
      // Nothing was charged for the refused sailing, so nothing is refunded: the refund job never ran.
      expect(await orders().refundDraws(order.id)).toEqual([]);
      const ledger = await ledgerOf(order);
      expect(ledger).toMatchObject({ charged: firstLeg, refunded: 0, net: firstLeg, authorised: 0 });
      expect(ledger.entries.map((entry) => [entry.direction, entry.amount])).toEqual([
        ['authorisation', amountDue(order)],
        ['charge', firstLeg],
        ['void', amountDue(order) - firstLeg],
      ]);
      // The provider holds the one capture: another is refused.
      const authorisation = gatewayOf(provider).capabilities.authorisation!;
      const again = await authorisation.capture(payment.providerPaymentId, 1, `capture|again|${payment.id}`);
      expect(again).toEqual({ ok: false, error: 'refused' });
    });
  },
);

const gatewayOf = (provider: Provider): PaymentGateway =>
  composition.container.get(PORTS.paymentGateways).find((gateway) => gateway.provider === provider)!;

describe('an authorisation nothing captures', () => {
  it('is voided by the sweeper before it lapses; the issuing that comes after charges nothing', async () => {
    const order = await authorisedOrder('sandbox');
    const payment = await paymentOf(order);
    // The issuing job has not run for a day (its upstream never answered).
    const now = composition.container.get(PORTS.clock).now();
    await database
      .knex('payment_attempts')
      .where({ id: payment.id })
      .update({ completed_at: new Date(now.getTime() - 25 * 3_600_000) });
    const sweeper = composition.container.get(VoidUncapturedAuthorisations);
    expect(await sweeper.execute({ batchSize: 10 })).toBe(1);
    expect(await sweeper.execute({ batchSize: 10 })).toBe(0);
    expect(await paymentOf(order)).toMatchObject({ status: 'voided' });
    const sandbox = await composition.container.get(SandboxPaymentProvider).find(payment.providerPaymentId);
    expect(sandbox?.status).toBe('voided');
    const ledger = await ledgerOf(order);
    expect(ledger).toMatchObject({ charged: 0, net: 0, authorised: 0 });
    expect(ledger.entries.map((entry) => entry.direction)).toEqual(['authorisation', 'void']);

    await drainOutbox(database.knex, handlers);
    const after = (await orders().findById(order.id))!;
    expect(after.status).toBe('needsAttention');
    expect((await orders().events(order.id)).at(-1)?.cause).toMatchObject({ code: 'captureRefused' });
    expect((await ledgerOf(order)).charged).toBe(0);
  });
});

describe('a process killed between issuing and capturing', () => {
  it('loses nothing: the job run again captures once', async () => {
    const order = await authorisedOrder('sandbox');
    const sandbox = gatewayOf('sandbox');
    const authorisation = sandbox.capabilities.authorisation!;
    // The provider captures, then the process dies before the capture is recorded.
    const dying: PaymentGateway = {
      ...sandbox,
      provider: sandbox.provider,
      start: (request) => sandbox.start(request),
      verify: (params) => sandbox.verify(params),
      refund: (id, amount, key) => sandbox.refund(id, amount, key),
      capabilities: {
        authorisation: {
          authorise: (request) => authorisation.authorise(request),
          void: (id, amount) => authorisation.void(id, amount),
          async capture(id, amount, key) {
            await authorisation.capture(id, amount, key);
            throw new Error('killed');
          },
        },
      },
    };
    const c = composition.container;
    const killed = issueTicketsHandler({
      orders: orders(),
      finalizeBooking: c.get(FinalizeBooking),
      coupons: c.get(PORTS.coupons),
      gateways: [dying],
      ids: c.get(PORTS.ids),
      clock: c.get(PORTS.clock),
      logger: pino({ level: 'silent' }),
    });
    await expect(killed({ orderId: order.id }, undefined as never)).rejects.toThrow('killed');
    expect((await orders().findById(order.id))!.status).toBe('paid');
    expect(await paymentOf(order)).toMatchObject({ status: 'authorised' });

    await drainOutbox(database.knex, handlers);
    expect((await orders().findById(order.id))!.status).toBe('ticketed');
    expect(await paymentOf(order)).toMatchObject({ status: 'succeeded', amount: amountDue(order) });
    const held = await c.get(SandboxPaymentProvider).find((await paymentOf(order)).providerPaymentId);
    expect(held).toMatchObject({ status: 'succeeded', captured: amountDue(order) });
    expect((await ledgerOf(order)).charged).toBe(amountDue(order));
  });
});
