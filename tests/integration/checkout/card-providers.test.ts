import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '#config';
import { type Composition, compose, PARTS } from '#container';
import { amountDue } from '#domain/orders/order.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { aFilledLeg, anOrder, drainOutbox, piraeusSantoriniTrips } from '../../support/checkout-harness.ts';
import { type FakeCardlink, startFakeCardlink } from '../../support/fake-cardlink.ts';
import { type FakeViva, startFakeViva } from '../../support/fake-viva-server.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { TEST_CLOCK_ENV } from '../../support/test-today.ts';

let database: TestDatabase;
let viva: FakeViva;
let cardlink: FakeCardlink;
let composition: Composition;
let trips: Trip[];

// Kyma composed as in production with Viva first (the default), then Cardlink, each against its fake.
beforeAll(async () => {
  database = await createTestDatabase();
  [viva, cardlink] = await Promise.all([startFakeViva(), startFakeCardlink()]);
  const config = loadConfig({
    ...TEST_CLOCK_ENV,
    DATABASE_URL: database.url,
    REDIS_URL: inject('redisUrl'),
    LOG_LEVEL: 'silent',
    FERRY_SEARCH_CACHE_TTL_SECONDS: '0',
    PAYMENT_PROVIDERS: 'viva,cardlink,sandbox',
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
  trips = await piraeusSantoriniTrips(composition.services.ferry);
});
afterAll(async () => {
  await composition?.close();
  await Promise.all([viva?.close(), cardlink?.close()]);
  await database?.destroy();
});

async function placeOrder(trip: Trip) {
  const { checkout } = composition.services;
  const legs = [aFilledLeg(trip)];
  const price = await checkout.priceCart.execute({ legs, receiveTicketsMethod: 'portPickup' });
  if (!price.ok) throw new Error(JSON.stringify(price.error));
  const placed = await checkout.placeOrder.execute(
    anOrder({
      legs,
      expectedFinalPrice: price.value.breakdown.finalPrice,
    }),
  );
  if (!placed.ok) throw new Error(JSON.stringify(placed.error));
  return placed.value.order;
}

const statusOf = async (reference: string) =>
  ((await database.knex('orders').where({ reference }).first()) as { status: string }).status;

describe('checkout with the configured card providers', () => {
  it('pays with Viva by default; the browser return completes the order', async () => {
    const order = await placeOrder(trips[0]!);
    const redirect = await composition.services.checkout.startPayment.execute({ order });
    if (!redirect.ok || redirect.value.method !== 'GET') throw new Error('expected a link to Viva');
    expect(redirect.value.url.startsWith(`${viva.checkoutUrl}/web/checkout?ref=`)).toBe(true);
    expect(viva.orderRequests.at(-1)).toMatchObject({
      amount: amountDue(order),
      merchantTrns: order.reference,
    });
    const orderCode = new URL(redirect.value.url).searchParams.get('ref')!;
    const completed = await composition.services.checkout.completePayment.execute({
      provider: 'viva',
      params: viva.pay(orderCode, 'succeeded'),
    });
    expect(completed.ok && completed.value.order.status).toBe('paid');
  });

  it("completes an order from Viva's webhook at the mounted route, after Viva checked the URL", async () => {
    const app = express();
    for (const pages of composition.providerPages) app.use(pages.path, pages.router);
    const server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/payment-webhooks/viva`;
      expect(await (await fetch(url)).json()).toEqual({ Key: viva.webhookKey });
      const order = await placeOrder(trips[1 % trips.length]!);
      const redirect = await composition.services.checkout.startPayment.execute({ order });
      if (!redirect.ok) throw new Error('payment did not start');
      const { t } = viva.pay(new URL(redirect.value.url).searchParams.get('ref')!, 'succeeded');
      const posted = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: viva.transactionEvent(t!),
      });
      expect(posted.status).toBe(200);
      expect(await statusOf(order.reference)).toBe('paid');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('pays with Cardlink when chosen; the signed answer posted back completes the order', async () => {
    const order = await placeOrder(trips[2 % trips.length]!);
    const redirect = await composition.services.checkout.startPayment.execute({
      order,
      provider: 'cardlink',
    });
    if (!redirect.ok || redirect.value.method !== 'POST') throw new Error('expected a form for Cardlink');
    expect(redirect.value.fields.confirmUrl).toBe('http://localhost:3000/payment-return/cardlink');
    const page = await fetch(redirect.value.url, {
      method: 'POST',
      body: new URLSearchParams(redirect.value.fields),
    });
    expect(page.status).toBe(200);
    const back = cardlink.decide(redirect.value.fields.orderid!, 'succeeded');
    const completed = await composition.services.checkout.completePayment.execute({
      provider: 'cardlink',
      params: back.fields,
    });
    expect(completed.ok && completed.value.order.status).toBe('paid');
  });

  it('fails the order when the Cardlink card is declined', async () => {
    const order = await placeOrder(trips[3 % trips.length]!);
    const redirect = await composition.services.checkout.startPayment.execute({
      order,
      provider: 'cardlink',
    });
    if (!redirect.ok || redirect.value.method !== 'POST') throw new Error('expected a form for Cardlink');
    await fetch(redirect.value.url, { method: 'POST', body: new URLSearchParams(redirect.value.fields) });
    const back = cardlink.decide(redirect.value.fields.orderid!, 'declined');
    const completed = await composition.services.checkout.completePayment.execute({
      provider: 'cardlink',
      params: back.fields,
    });
    expect(completed.ok && completed.value).toMatchObject({
      status: 'declined',
      order: { status: 'failed' },
    });
  });

  it('keeps a Viva checkout open after a declined card, so the retry that pays tickets the order', async () => {
    const { checkout } = composition.services;
    const order = await placeOrder(trips[4 % trips.length]!);
    const redirect = await checkout.startPayment.execute({ order });
    if (!redirect.ok) throw new Error('payment did not start');
    const orderCode = new URL(redirect.value.url).searchParams.get('ref')!;
    const declined = viva.pay(orderCode, 'declined');
    const returned = await checkout.completePayment.execute({ provider: 'viva', params: declined });
    expect(returned.ok && returned.value).toMatchObject({
      status: 'pending',
      order: { status: 'paymentPending' },
    });
    // The "Transaction Failed" notification changes nothing either: Viva's page still takes the payment.
    await checkout.completePayment.execute({
      provider: 'viva',
      params: { TransactionId: declined.t!, OrderCode: orderCode },
    });
    expect(await statusOf(order.reference)).toBe('paymentPending');
    expect(
      await database
        .knex('outbox')
        .where({ name: 'order.releaseHolds' })
        .whereRaw("payload->>'orderId' = ?", [order.id]),
    ).toEqual([]);

    const paid = await checkout.completePayment.execute({
      provider: 'viva',
      params: viva.pay(orderCode, 'succeeded'),
    });
    expect(paid.ok && paid.value.order.status).toBe('paid');
    await drainOutbox(database.knex, Object.assign({}, ...composition.container.getAll(PARTS.jobHandlers)));
    expect(await statusOf(order.reference)).toBe('ticketed');
    expect(await database.knex('payment_attempts').where({ order_id: order.id }).first()).toMatchObject({
      status: 'succeeded',
      surplus: false,
    });
  });

  it('lets go through Viva of the second of two tabs that both authorised (decision 0127)', async () => {
    const { checkout } = composition.services;
    const order = await placeOrder(trips[5 % trips.length]!);
    const codes: string[] = [];
    for (const _tab of [1, 2]) {
      const redirect = await checkout.startPayment.execute({ order });
      if (!redirect.ok) throw new Error('payment did not start');
      codes.push(new URL(redirect.value.url).searchParams.get('ref')!);
    }
    for (const code of codes)
      await checkout.completePayment.execute({ provider: 'viva', params: viva.pay(code, 'succeeded') });
    await drainOutbox(database.knex, Object.assign({}, ...composition.container.getAll(PARTS.jobHandlers)));
    expect(await statusOf(order.reference)).toBe('ticketed');
    const attempts = await database
      .knex('payment_attempts')
      .where({ order_id: order.id })
      .orderBy('created_at');
    expect(attempts.map((attempt) => [attempt.provider_payment_id, attempt.status, attempt.surplus])).toEqual(
      [
        [codes[0], 'succeeded', false],
        [codes[1], 'voided', true],
      ],
    );
  });
});
