import type express from 'express';
import type { Knex } from 'knex';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '#adapters/sandbox-payment/sandbox-payment-provider.ts';
import type { JobHandlers } from '#application/ports/job-queue.ts';
import { PARTS } from '#container';
import type { Order } from '#domain/orders/order.ts';
import { aFilledLeg, anOrder, drainOutbox, piraeusSantoriniTrips } from '../../support/checkout-harness.ts';
import { composedSite } from '../../support/composed-site.ts';

/**
 * Issue #46 item 4, decision 0113: a payment link (MCP `start_booking`'s `paymentLink`, the API's payment
 * redirect) paid in a browser that did not book ends on the order, masked, with the sign-in link offered;
 * the browser that booked still sees it whole; a forged return or proof shows what an unknown reference does.
 */
let site: express.Express;
let composition: Awaited<ReturnType<typeof composedSite>>['composition'];
let close: () => Promise<void>;
let knex: Knex;
let handlers: JobHandlers;

beforeAll(async () => {
  ({ site, composition, close } = await composedSite({ PAYMENT_PROVIDERS: 'sandbox' }));
  knex = composition.container.get(PARTS.database);
  handlers = Object.assign({}, ...composition.container.getAll(PARTS.jobHandlers));
}, 120_000);
afterAll(async () => {
  await close?.();
});

/** Places an order as the booking browser does and starts its card payment as `start_booking` does. */
async function orderWithPaymentLink(day: number) {
  const { checkout, ferry } = composition.services;
  const legs = [aFilledLeg((await piraeusSantoriniTrips(ferry, day))[0]!)];
  const price = await checkout.priceCart.execute({ legs, receiveTicketsMethod: 'portPickup' });
  if (!price.ok) throw new Error('pricing failed');
  const placed = await checkout.placeOrder.execute(
    anOrder({ legs, expectedFinalPrice: price.value.breakdown.finalPrice }),
  );
  if (!placed.ok) throw new Error(JSON.stringify(placed.error));
  const { order, token } = placed.value;
  const link = await checkout.startPayment.execute({ order });
  if (!link.ok) throw new Error(JSON.stringify(link.error));
  const cookie = `kyma_order_${order.reference.replaceAll('-', '')}=${token}`;
  return { order, cookie, link: new URL(link.value.url) };
}

/** A browser without cookies pays the link with the test card and follows the provider back. */
async function payElsewhere(link: URL) {
  const card = await request(site).get(link.pathname).expect(200);
  const paid = await request(site)
    .post(link.pathname)
    .type('form')
    .send({ card: SANDBOX_CARDS.succeeds, action: 'pay' })
    .expect(303);
  const back = new URL(paid.headers.location!);
  const returned = await request(site).get(`${back.pathname}${back.search}`).expect(303);
  return { card, back, landing: returned.headers.location as string };
}

const ticketOf = async (order: Order, cookie: string) => {
  const token = cookie.split('=')[1]!;
  const found = await composition.services.checkout.getOrder.execute({ reference: order.reference, token });
  if (!found.ok) throw new Error('order not found');
  return found.value.order.tickets[0]!.ticketNumber;
};

/** What a page says: its main part (the rest repeats the address it was asked at). */
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0];

describe('a payment link paid in another browser', () => {
  it('lands on the order, masked, with the sign-in link offered; the booking browser sees it whole', async () => {
    const { order, cookie, link } = await orderWithPaymentLink(40);
    const { landing } = await payElsewhere(link);
    expect(landing).toMatch(new RegExp(`^/en/success\\?ref=${order.reference}&paid=[\\w.%-]+$`));
    await drainOutbox(knex, handlers);
    const ticket = await ticketOf(order, cookie);

    const elsewhere = await request(site).get(landing).expect(200);
    expect(elsewhere.text).toContain(order.reference);
    expect(elsewhere.text).toContain('data-testid="paid-elsewhere"');
    expect(elsewhere.text).toContain('name="intent" value="signin"');
    expect(elsewhere.text).toContain(`•${ticket.slice(-3)}`);
    expect(elsewhere.text).not.toContain(ticket);
    expect(elsewhere.text).not.toContain('voucher.pdf');
    expect(elsewhere.text).not.toContain('reservationNotFound');

    const booker = await request(site).get(`/en/success?ref=${order.reference}`).set('Cookie', cookie);
    expect(booker.status).toBe(200);
    expect(booker.text).toContain(ticket);
    expect(booker.text).toContain('voucher.pdf');
    expect(booker.text).not.toContain('data-testid="paid-elsewhere"');
  });

  it('offers the e-mailed sign-in link for the order, as My booking does', async () => {
    const { order, link } = await orderWithPaymentLink(41);
    await payElsewhere(link);
    const asked = await request(site)
      .post('/en/orderdetails')
      .type('form')
      .send({ intent: 'signin', reference: order.reference, email: order.leader.email })
      .expect(200);
    expect(asked.text).toContain('data-testid="sign-in-link-sent"');
  });

  it('answers a forged return, and a forged or borrowed proof, as it answers an unknown one', async () => {
    const { order, link } = await orderWithPaymentLink(42);
    const { back, landing } = await payElsewhere(link);
    const payment = back.searchParams.get('payment')!;
    const forged = await request(site)
      .get(`/payment-return/sandbox?payment=${payment}&status=succeeded&signature=${'x'.repeat(43)}`)
      .expect(303);
    const unknown = await request(site)
      .get(
        `/payment-return/sandbox?payment=sbx_${'a'.repeat(16)}&status=succeeded&signature=${'x'.repeat(43)}`,
      )
      .expect(303);
    expect(forged.headers.location).toBe(unknown.headers.location);
    expect(forged.headers.location).not.toContain(order.reference);

    const proof = new URL(landing, 'http://localhost').searchParams.get('paid')!;
    const [until, seal] = proof.split('.') as [string, string];
    const other = await orderWithPaymentLink(43);
    const answers = await Promise.all(
      [
        `/en/success?ref=${order.reference}`,
        `/en/success?ref=${order.reference}&paid=${Number(until) + 3600}.${seal}`,
        `/en/success?ref=${order.reference}&paid=${until}.${'A'.repeat(43)}`,
        `/en/success?ref=${other.order.reference}&paid=${encodeURIComponent(proof)}`,
      ].map((path) => request(site).get(path)),
    );
    const unknownReference = await request(site).get('/en/success?ref=ZZZZ-ZZZZ-ZZZZ-ZZZZ').expect(404);
    expect(mainOf(unknownReference.text)).toContain('This reservation could not be found');
    for (const [index, answer] of answers.entries()) {
      expect(answer.status, `answer ${index}`).toBe(404);
      expect(answer.text).not.toContain(order.leader.email);
      expect(answer.text).not.toContain(other.order.leader.email);
      expect(mainOf(answer.text)).toBe(mainOf(unknownReference.text));
    }
  });

  it('lets the card page send a traveller on 127.0.0.1 back there when PUBLIC_URL is localhost', async () => {
    const { link } = await orderWithPaymentLink(44);
    const { card } = await payElsewhere(link);
    expect(card.headers['content-security-policy']).toMatch(/form-action 'self' http:\/\/127\.0\.0\.1:3000;/);
  });
});
