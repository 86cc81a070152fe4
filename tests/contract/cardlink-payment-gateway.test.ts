import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardlinkPaymentGateway } from '#adapters/cardlink/cardlink-payment-gateway.ts';
import type { StartedPayment } from '#application/ports/payment-gateway.ts';
import { type FakeCardlink, startFakeCardlink } from '../support/fake-cardlink.ts';
import { testClock } from '../support/test-today.ts';
import { paymentGatewayContract } from './payment-gateway.contract.ts';

let cardlink: FakeCardlink;
let gateway: CardlinkPaymentGateway;

beforeAll(async () => {
  cardlink = await startFakeCardlink();
  gateway = new CardlinkPaymentGateway(
    {
      merchantId: cardlink.merchantId,
      sharedSecret: cardlink.sharedSecret,
      vposUrl: cardlink.vposUrl,
      timeoutMs: 5000,
    },
    testClock(),
  );
});
afterAll(async () => {
  await cardlink?.close();
});

/** Posts the redirect form as the browser does; the VPOS shows its page only for a form it accepts. */
async function postForm(started: StartedPayment) {
  if (started.redirect.method !== 'POST') throw new Error('Cardlink is reached by a form post');
  const page = await fetch(started.redirect.url, {
    method: 'POST',
    body: new URLSearchParams(started.redirect.fields),
  });
  if (page.status !== 200) throw new Error(`the VPOS refused the form: ${await page.text()}`);
}

paymentGatewayContract(
  'Cardlink redirect form post against the fake VPOS',
  {
    amountField: 'orderAmount',
    statusField: 'status',
    signatureField: 'digest',
    cancelledAs: 'abandoned',
    declinedAs: 'declined',
    authorises: true,
  },
  () => ({
    gateway,
    async payAs(started, choice) {
      await postForm(started);
      return cardlink.decide(started.providerPaymentId, choice).fields;
    },
    // The order id is under the digest: naming another payment breaks it.
    // Another order id: its last character changed (to Z, or to Y when it already was Z).
    unknownPayment: (paid) => ({
      ...paid,
      orderid: `${paid.orderid!.slice(0, -1)}${paid.orderid!.endsWith('Z') ? 'Y' : 'Z'}`,
    }),
  }),
);

describe('Cardlink specifics', () => {
  const request = {
    reference: 'KY7Q-3MZD-W1HC-9RTA',
    amount: 4250,
    currency: 'EUR' as const,
    description: 'Kyma KY7Q-3MZD-W1HC-9RTA',
    locale: 'de' as const,
    customer: { email: 'eleni@example.com', fullName: 'Eleni Papadopoulou', phone: '+306912345678' },
    returnUrl: 'https://kyma.example/payment-return/cardlink',
  };

  it('posts the documented fields, returning to Kyma either way, with a fresh order id per attempt', async () => {
    const first = await gateway.start(request);
    const second = await gateway.start(request);
    expect(first.redirect).toMatchObject({
      method: 'POST',
      url: cardlink.vposUrl,
      fields: {
        version: '2',
        mid: cardlink.merchantId,
        lang: 'en',
        orderAmount: '42.50',
        currency: 'EUR',
        payerEmail: 'eleni@example.com',
        trType: '1',
        confirmUrl: request.returnUrl,
        cancelUrl: request.returnUrl,
      },
    });
    expect(first.providerPaymentId).toMatch(/^KY7Q3MZDW1HC9RTAx[0-9A-Z]{6}$/);
    expect(second.providerPaymentId).not.toBe(first.providerPaymentId);
    await postForm(first);
    await postForm(second);
  });

  it('refunds a sale of the same day by cancelling it in full, once', async () => {
    const started = await gateway.start(request);
    await postForm(started);
    const back = cardlink.decide(started.providerPaymentId, 'succeeded', { settled: false });
    expect((await gateway.verify(back.fields)).ok).toBe(true);
    const first = await gateway.refund(started.providerPaymentId, 4250, 'order|payment-1');
    expect(first.ok).toBe(true);
    // The same refund again (a retry) is the same cancel; another refund of the money is refused.
    expect(await gateway.refund(started.providerPaymentId, 4250, 'order|payment-1')).toEqual(first);
    expect(await gateway.refund(started.providerPaymentId, 4250, 'leg-0|payment-1')).toEqual({
      ok: false,
      error: 'refused',
    });
  });

  it('refuses an answer signed for another merchant', async () => {
    const started = await gateway.start(request);
    await postForm(started);
    const { fields } = cardlink.decide(started.providerPaymentId, 'succeeded');
    const other = new CardlinkPaymentGateway(
      { merchantId: '999', sharedSecret: cardlink.sharedSecret, vposUrl: cardlink.vposUrl, timeoutMs: 5000 },
      testClock(),
    );
    expect(await other.verify(fields)).toEqual({ ok: false, error: 'forged' });
  });
});
