import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlexibleRateLimiter } from '#adapters/rate-limit/flexible-rate-limiter.ts';
import { VivaPaymentGateway } from '#adapters/viva/viva-payment-gateway.ts';
import { VIVA_WEBHOOK_LIMIT, vivaWebhooks } from '#adapters/viva/viva-webhooks.ts';
import { type FakeViva, startFakeViva } from '../support/fake-viva-server.ts';
import { testClock } from '../support/test-today.ts';
import { paymentGatewayContract } from './payment-gateway.contract.ts';

let viva: FakeViva;

beforeAll(async () => {
  viva = await startFakeViva();
});
afterAll(async () => {
  await viva?.close();
});

paymentGatewayContract(
  'Viva Wallet Smart Checkout against the fake Viva',
  // Viva's return is an unsigned pair of ids; everything else is asked of Viva server to server.
  { cancelledAs: 'abandoned', declinedAs: 'pending', authorises: true },
  () => ({
    gateway: new VivaPaymentGateway(
      {
        ...viva.credentials,
        accountsUrl: viva.accountsUrl,
        apiUrl: viva.apiUrl,
        checkoutUrl: viva.checkoutUrl,
        timeoutMs: 5000,
      },
      testClock(),
    ),
    async payAs(started, choice) {
      const page = await fetch(started.redirect.url);
      if (page.status !== 200) throw new Error(`Smart Checkout answered ${page.status}`);
      return viva.pay(started.providerPaymentId, choice);
    },
    unknownPayment: (paid) => ({ ...paid, t: randomUUID() }),
  }),
);

describe('Viva specifics', () => {
  const request = {
    reference: 'KY7Q-3MZD-W1HC-9RTA',
    amount: 4250,
    currency: 'EUR' as const,
    description: 'Kyma KY7Q-3MZD-W1HC-9RTA',
    locale: 'de' as const,
    customer: { email: 'eleni@example.com', fullName: 'Eleni Papadopoulou', phone: '+306912345678' },
    returnUrl: 'https://kyma.example/payment-return/viva',
  };
  let now = Date.parse('2026-07-01T10:00:00Z');
  const gatewayAt = (urls: Partial<{ accountsUrl: string; apiUrl: string; checkoutUrl: string }> = {}) =>
    new VivaPaymentGateway(
      {
        ...viva.credentials,
        accountsUrl: viva.accountsUrl,
        apiUrl: viva.apiUrl,
        checkoutUrl: viva.checkoutUrl,
        timeoutMs: 5000,
        ...urls,
      },
      { now: () => new Date(now) },
    );

  it('creates the payment order in cents with our reference, the language and the customer', async () => {
    const started = await gatewayAt().start(request);
    expect(viva.orderRequests.at(-1)).toMatchObject({
      amount: 4250,
      merchantTrns: 'KY7Q-3MZD-W1HC-9RTA',
      customerTrns: 'Kyma KY7Q-3MZD-W1HC-9RTA',
      sourceCode: viva.credentials.sourceCode,
      customer: {
        email: 'eleni@example.com',
        fullName: 'Eleni Papadopoulou',
        phone: '+306912345678',
        requestLang: 'de-DE',
      },
    });
    expect(started.providerPaymentId).toMatch(/^\d{16}$/);
    expect(started.redirect).toEqual({
      method: 'GET',
      url: `${viva.checkoutUrl}/web/checkout?ref=${started.providerPaymentId}`,
    });
  });

  it('reads a refund Viva accepts in progress as pending until its reversal is given back or fails (decision 0130)', async () => {
    const gateway = gatewayAt();
    const refundOf = async (key: string) => {
      const started = await gateway.start(request);
      await gateway.verify(viva.pay(started.providerPaymentId, 'succeeded'));
      viva.refundsPending = true;
      const refunded = await gateway.refund(started.providerPaymentId, 1000, key);
      viva.refundsPending = false;
      if (!refunded.ok) throw new Error('refund refused');
      expect(refunded.value.state).toBe('pending');
      // Asked again with its key, the same refund is answered, still pending.
      expect(await gateway.refund(started.providerPaymentId, 1000, key)).toEqual(refunded);
      return { id: started.providerPaymentId, refundId: refunded.value.refundId };
    };
    const settling = await refundOf('leg-0|payment-settles');
    expect(await gateway.refundState(settling.id, settling.refundId)).toBe('pending');
    viva.finishRefund(settling.refundId, 'F');
    expect(await gateway.refundState(settling.id, settling.refundId)).toBe('settled');
    const failing = await refundOf('leg-0|payment-fails');
    viva.finishRefund(failing.refundId, 'E');
    expect(await gateway.refundState(failing.id, failing.refundId)).toBe('failed');
    expect(await gateway.refundState(failing.id, randomUUID())).toBeNull();
  });

  it('answers a failed transaction as pending while the checkout takes payments, as declined once it is closed', async () => {
    const gateway = gatewayAt();
    const started = await gateway.start(request);
    const failed = viva.pay(started.providerPaymentId, 'declined');
    expect(await gateway.verify(failed)).toMatchObject({ ok: true, value: { status: 'pending' } });
    // The card holder gives up on Viva's page: the payment order is cancelled.
    viva.pay(started.providerPaymentId, 'abandoned');
    expect(await gateway.verify(failed)).toMatchObject({ ok: true, value: { status: 'declined' } });
  });

  it('keeps its access token until shortly before it expires, and renews one Viva refuses', async () => {
    const gateway = gatewayAt();
    const before = viva.tokensIssued();
    await gateway.start(request);
    await gateway.start(request);
    expect(viva.tokensIssued()).toBe(before + 1);
    now += 3540_000 - 1;
    await gateway.start(request);
    expect(viva.tokensIssued()).toBe(before + 1);
    now += 1;
    await gateway.start(request);
    expect(viva.tokensIssued()).toBe(before + 2);
    viva.revokeTokens();
    await gateway.start(request);
    expect(viva.tokensIssued()).toBe(before + 3);
  });

  it('gives up on a call Viva does not answer in time', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      const gateway = new VivaPaymentGateway(
        { ...viva.credentials, accountsUrl: url, apiUrl: url, checkoutUrl: url, timeoutMs: 100 },
        testClock(),
      );
      await expect(gateway.start(request)).rejects.toThrow(/abort|timeout/i);
      await expect(gateway.webhookKey()).rejects.toThrow(/abort|timeout/i);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  describe('webhooks', () => {
    let server: Server;
    let url: string;
    const believed: Array<Awaited<ReturnType<VivaPaymentGateway['verify']>>> = [];

    beforeAll(async () => {
      const gateway = gatewayAt();
      const app = express();
      app.use(
        '/payment-webhooks/viva',
        vivaWebhooks({
          webhookKey: () => gateway.webhookKey(),
          // Stands in for CompletePayment, which believes only what the gateway verifies.
          completePayment: {
            async execute(input) {
              expect(input.provider).toBe('viva');
              believed.push(await gateway.verify(input.params));
            },
          },
          now: () => now,
          limiter: new FlexibleRateLimiter({}),
        }),
      );
      server = await new Promise<Server>((resolve) => {
        const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
      });
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/payment-webhooks/viva`;
    });
    afterAll(async () => {
      if (server) await new Promise((resolve) => server.close(resolve));
    });

    const post = (body: string) =>
      fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

    it("answers Viva's check of the URL with the merchant's key", async () => {
      const answer = await fetch(url);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ Key: viva.webhookKey });
    });

    it('believes a payment event only as Viva confirms it', async () => {
      const started = await gatewayAt().start(request);
      const { t } = viva.pay(started.providerPaymentId, 'succeeded');
      believed.length = 0;
      expect((await post(viva.transactionEvent(t!))).status).toBe(200);
      expect(believed).toEqual([
        {
          ok: true,
          value: {
            providerPaymentId: started.providerPaymentId,
            status: 'succeeded',
            amount: 4250,
            currency: 'EUR',
            reference: 'KY7Q-3MZD-W1HC-9RTA',
          },
        },
      ]);
    });

    it('reads a cancelled order from Viva, and an invented transaction as unknown', async () => {
      const started = await gatewayAt().start(request);
      viva.pay(started.providerPaymentId, 'abandoned');
      believed.length = 0;
      expect((await post(viva.orderCancelledEvent(started.providerPaymentId))).status).toBe(200);
      const invented = JSON.stringify({
        EventTypeId: 1796,
        EventData: {
          TransactionId: randomUUID(),
          StatusId: 'F',
          Amount: 42.5,
          MerchantTrns: request.reference,
        },
      });
      expect((await post(invented)).status).toBe(200);
      expect(believed.map((result) => (result.ok ? result.value.status : result.error))).toEqual([
        'abandoned',
        'unknownPayment',
      ]);
    });

    it('refuses a body that is not an event and ignores events about other things', async () => {
      believed.length = 0;
      expect((await post('{"EventTypeId":')).status).toBe(400);
      expect((await post('[]')).status).toBe(400);
      expect((await post(JSON.stringify({ EventTypeId: 2054, EventData: {} }))).status).toBe(200);
      expect(believed).toEqual([]);
    });

    const forged = (transactionId: string) =>
      JSON.stringify({ EventTypeId: 1796, EventData: { TransactionId: transactionId, StatusId: 'F' } });

    it('asks Viva once about an event however often it comes, together or later', async () => {
      believed.length = 0;
      const event = forged(randomUUID());
      const together = await Promise.all([post(event), post(event), post(event)]);
      expect(together.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect((await post(event)).status).toBe(200);
      expect(believed).toHaveLength(1);
    });

    it('asks Viva once about an event that reaches two web processes sharing the limiter', async () => {
      believed.length = 0;
      const shared = new FlexibleRateLimiter({});
      const webProcess = () =>
        vivaWebhooks({
          webhookKey: async () => 'key',
          completePayment: { execute: async () => void believed.push({ ok: true } as never) },
          now: () => now,
          limiter: shared,
        });
      const [first, second] = [express().use(webProcess()), express().use(webProcess())];
      const event = forged(randomUUID());
      for (const app of [first, second, second]) {
        const answer = await supertest(app).post('/').set('Content-Type', 'application/json').send(event);
        expect(answer.status).toBe(200);
      }
      expect(believed).toHaveLength(1);
    });

    // Last: it spends this address's events for the minute.
    it('answers events past the limit of their address with 429, without asking Viva', async () => {
      believed.length = 0;
      const answers = [];
      for (let event = 0; event < 100; event += 1) answers.push(await post(forged(randomUUID())));
      const refused = answers.filter((answer) => answer.status === 429);
      expect(refused.length).toBeGreaterThanOrEqual(100 - VIVA_WEBHOOK_LIMIT.points);
      expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(believed.length).toBe(100 - refused.length);
    });
  });
});
