import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeTermsOf } from '#adapters/ferry-upstream/catalogue/change-terms.ts';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import type { Authenticate } from '#application/auth/authenticate.ts';
import type { Principal } from '#domain/auth/principal.ts';
import { addDays } from '#domain/search/calendar-date.ts';
import { ok } from '#domain/shared/result.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { createOrderRouter } from '#web/api/booking/booking-router.ts';
import { bookingOpenApi } from '#web/api/booking/openapi.ts';
import { EXAMPLE_CHANGE_ID } from '#web/api/booking/order-change-steps.ts';
import { ORDER_ENDPOINTS } from '#web/api/booking/order-endpoints.ts';
import { EXAMPLE_DOCUMENT_NUMBER, EXAMPLE_REFERENCE } from '#web/api/booking/order-kit.ts';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import {
  aFilledLeg,
  aLeader,
  cardPayment,
  checkoutHarness,
  drainOutbox,
  piraeusSantoriniTrips,
} from '../../support/checkout-harness.ts';
import { mismatches, sendExample, swapped } from '../../support/endpoint-examples.ts';
import { openApiValidator } from '../../support/openapi-validator.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { walletTestCredentials } from '../../support/wallet-certificates.ts';

const RESELLER = 7101;
const OTHER_RESELLER = 7102;
/** Stands in for access-token verification (tested with the auth flow): these tests are about who may do what. */
const PRINCIPALS: Record<string, Principal> = {
  'reseller.access.token': { id: RESELLER, email: 'desk@aegean.example', scope: {} },
  'other-reseller.access.token': { id: OTHER_RESELLER, email: 'desk@other.example', scope: {} },
  'staff.access.token': { id: 1, email: 'staff@kyma.test', scope: ['admin'] },
};
const authenticate = {
  execute: async ({ token }: { token?: string }) => ok(token ? (PRINCIPALS[token] ?? null) : null),
} as unknown as Authenticate;

let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;
let app: express.Express;
let trips: Trip[];
const contract = openApiValidator(JSON.parse(JSON.stringify(bookingOpenApi)));

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  // The wallet calls' examples answer a pass and a link: the wallets are set up with a test CA.
  harness = checkoutHarness(database.knex, { env: walletTestCredentials().env });
  trips = await piraeusSantoriniTrips(harness.ferry, 45);
  await database.knex('resellers').insert(
    [RESELLER, OTHER_RESELLER].map((user_id) => ({
      user_id,
      company_name: `Agency ${user_id}`,
      contact_email: `desk-${user_id}@agency.example`,
      credit_limit: 10_000_000,
      credit_used: 0,
    })),
  );
  app = express();
  app.use(
    '/booking',
    createOrderRouter({
      checkout: harness.services,
      runIdempotently: harness.ferry.runIdempotently,
      authenticate,
      resellers: harness.ferry.getResellerDetails,
    }),
  );
});
afterAll(async () => {
  await database?.destroy();
});

/** "Pay and continue" as an API client sends it, at the price the cart costs now. */
async function aCart(trip: Trip, email = 'eleni@example.com') {
  const legs = [aFilledLeg(trip)];
  const price = await harness.services.priceCart.execute({ legs, receiveTicketsMethod: 'portPickup' });
  if (!price.ok) throw new Error('pricing failed');
  return {
    locale: 'en',
    legs,
    leader: aLeader({ email }),
    payment: cardPayment(),
    invoice: null,
    couponCode: '',
    expectedFinalPrice: price.value.breakdown.finalPrice,
  };
}

async function placed(trip: Trip, authorization?: string, email?: string) {
  const call = request(app).post('/booking/orders?lang=en');
  if (authorization) call.set('Authorization', authorization);
  const res = await call.send(await aCart(trip, email));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(contract.answer('post', '/orders', 201, res.body)).toEqual([]);
  return res.body as { reference: string; secret: string; order: { status: string; paymentMethod: string } };
}

const sailing = (index: number) => trips[index % trips.length]!;
const secretOf = (secret: string) => `Order ${secret}`;

describe('order calls for API clients', () => {
  it('place one order per Idempotency-Key and caller: a retry gets the same order and secret, another body 422', async () => {
    const cart = await aCart(sailing(4), 'retry@example.com');
    const send = (body: unknown, authorization?: string) => {
      const call = request(app).post('/booking/orders?lang=en').set('Idempotency-Key', 'order-key-1');
      if (authorization) call.set('Authorization', authorization);
      return call.send(body as object);
    };
    const first = await send(cart);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const retry = await send(cart);
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    const orders = await database.knex('orders').where({ email: 'retry@example.com' }).count({ n: '*' });
    expect(Number(orders[0]!.n)).toBe(1);

    const changed = await send({ ...cart, leader: { ...cart.leader, firstName: 'Maria' } });
    expect(changed.status).toBe(422);
    expect(changed.body.error.message).toBe(MESSAGES.en.idempotencyKeyReused);

    // The same key and body from another caller is that caller's own request, not a replay of this one.
    const reseller = await send(cart, 'Bearer reseller.access.token');
    expect(reseller.status, JSON.stringify(reseller.body)).toBe(201);
    expect(reseller.headers['idempotent-replayed']).toBeUndefined();
    expect(reseller.body.reference).not.toBe(first.body.reference);
    expect(reseller.body.secret).not.toBe(first.body.secret);
  });

  it('answer 401 without proof, 404 with another order’s secret or another reseller’s token, 200 with the right one', async () => {
    const mine = await placed(sailing(0), 'Bearer reseller.access.token');
    const theirs = await placed(sailing(1));
    expect(mine.secret).not.toBe(theirs.secret);
    const calls = [
      ['get', `/orders/${mine.reference}`],
      ['get', `/orders/${mine.reference}/cancellation`],
      ['get', `/orders/${mine.reference}/voucher`],
      ['post', `/orders/${mine.reference}/payment`],
      ['post', `/orders/${mine.reference}/credit-payment`],
      ['post', `/orders/${mine.reference}/cancellation`],
    ] as const;
    for (const [method, path] of calls) {
      const anonymous = await request(app)[method](`/booking${path}?lang=de`).send({ acceptedRefund: 0 });
      expect(anonymous.status, path).toBe(401);
      expect(anonymous.headers['www-authenticate']).toBe('Order, Bearer');
      expect(anonymous.body.error.message).toBe(MESSAGES.de.orderProofRequired);
      for (const wrong of [secretOf(theirs.secret), 'Bearer other-reseller.access.token']) {
        const refused = await request(app)
          [method](`/booking${path}?lang=en`)
          .set('Authorization', wrong)
          .send({ acceptedRefund: 0 });
        expect(refused.status, `${path} with ${wrong.slice(0, 12)}`).toBe(404);
        expect(refused.body.error.message).toBe(MESSAGES.en.reservationNotFound);
      }
    }
    for (const proof of [
      secretOf(mine.secret),
      'Bearer reseller.access.token',
      'Bearer staff.access.token',
    ]) {
      const read = await request(app).get(`/booking/orders/${mine.reference}`).set('Authorization', proof);
      expect(read.status).toBe(200);
      expect(read.body.order.reference).toBe(mine.reference);
      expect(read.body).not.toHaveProperty('secret');
      expect(JSON.stringify(read.body)).not.toContain(mine.secret);
      expect(contract.answer('get', '/orders/{reference}', 200, read.body)).toEqual([]);
    }
  });

  it('takes a whole checkout with the sandbox card to ticketed, then gives the voucher and cancels', async () => {
    const order = await placed(sailing(2));
    expect(order.order).toMatchObject({ status: 'detailsAdded', paymentMethod: 'card' });
    const proof = secretOf(order.secret);
    const started = await request(app)
      .post(`/booking/orders/${order.reference}/payment`)
      .set('Authorization', proof)
      .send({});
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(contract.answer('post', '/orders/{reference}/payment', 200, started.body)).toEqual([]);
    const paymentId = String(started.body.redirect.url).split('/').pop()!;
    const back = new URL((await harness.sandbox.decide(paymentId, 'succeeded'))!);
    const completed = await harness.services.completePayment.execute({
      provider: 'sandbox',
      params: Object.fromEntries(back.searchParams),
    });
    expect(completed.ok).toBe(true);
    await drainOutbox(database.knex, harness.jobHandlers);

    const read = await request(app).get(`/booking/orders/${order.reference}`).set('Authorization', proof);
    expect(read.body.order.status).toBe('ticketed');
    expect(read.body.order.tickets).toHaveLength(1);
    const lines = read.body.order.lines as { kind: string; amount: number; description: string }[];
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(read.body.order.breakdown.finalPrice);
    expect(lines[0]).toMatchObject({ kind: 'passenger', description: 'Passenger 1 · Adult · Deck' });

    const voucher = await request(app)
      .get(`/booking/orders/${order.reference}/voucher`)
      .set('Authorization', proof)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(voucher.status).toBe(200);
    expect(voucher.headers['content-type']).toBe('application/pdf');
    expect((voucher.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');

    // A sailing's quote names the sailing it is for: its company, vessel, route and departure (issue #46).
    const legQuoted = await request(app)
      .get(`/booking/orders/${order.reference}/legs/0/cancellation`)
      .set('Authorization', proof);
    expect(legQuoted.status).toBe(200);
    const [leg] = read.body.order.legs;
    expect(legQuoted.body.sailing).toEqual({
      legIndex: 0,
      companyName: leg.companyName,
      vesselName: leg.vesselName,
      departurePort: leg.departurePort,
      destinationPort: leg.destinationPort,
      departureDatetime: leg.departureDatetime,
    });
    expect(
      contract.answer('get', '/orders/{reference}/legs/{leg}/cancellation', 200, legQuoted.body),
    ).toEqual([]);
    const quoted = await request(app)
      .get(`/booking/orders/${order.reference}/cancellation`)
      .set('Authorization', proof);
    expect(quoted.status).toBe(200);
    expect(contract.answer('get', '/orders/{reference}/cancellation', 200, quoted.body)).toEqual([]);
    const stale = await request(app)
      .post(`/booking/orders/${order.reference}/cancellation`)
      .set('Authorization', proof)
      .send({ acceptedRefund: quoted.body.quote.refund + 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.quote.refund).toBe(quoted.body.quote.refund);
    const cancelled = await request(app)
      .post(`/booking/orders/${order.reference}/cancellation`)
      .set('Authorization', proof)
      .send({ acceptedRefund: quoted.body.quote.refund });
    expect(cancelled.status).toBe(202);
    expect(cancelled.body.order.status).toBe('cancelled');
    // Its sailings end with it: none reads valid once the order is cancelled (issue #46).
    expect(cancelled.body.order.legs.map((leg: { status: string }) => leg.status)).toEqual(
      cancelled.body.order.legs.map(() => 'cancelled'),
    );
    // The answer tells the order's money as GET does: what was charged, nothing given back yet (decision 0112).
    expect(cancelled.body.order.money).toMatchObject({ refunded: 0 });
    expect(cancelled.body.order.money.charged).toBe(cancelled.body.order.breakdown.finalPrice);
    expect(contract.answer('post', '/orders/{reference}/cancellation', 202, cancelled.body)).toEqual([]);
  });

  it('lets only the reseller it was placed for pay an order from its credit limit', async () => {
    const order = await placed(sailing(3), 'Bearer reseller.access.token');
    expect(order.order.paymentMethod).toBe('creditLimit');
    const path = `/booking/orders/${order.reference}/credit-payment?lang=fr`;
    const bySecret = await request(app).post(path).set('Authorization', secretOf(order.secret));
    expect(bySecret.status).toBe(403);
    expect(bySecret.body.error.message).toBe(MESSAGES.fr.resellerOnly);
    expect((await request(app).post(path).set('Authorization', 'Bearer staff.access.token')).status).toBe(
      403,
    );
    const paid = await request(app).post(path).set('Authorization', 'Bearer reseller.access.token');
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.order.status).toBe('paid');
    expect(contract.answer('post', '/orders/{reference}/credit-payment', 200, paid.body)).toEqual([]);
    const twice = await request(app).post(path).set('Authorization', 'Bearer reseller.access.token');
    expect(twice.status).toBe(409);
  });

  it('refuses an invalid cart with localized field errors, never a 5xx', async () => {
    const cart = await aCart(sailing(4));
    const res = await request(app)
      .post('/booking/orders?lang=it')
      .send({ ...cart, legs: Array.from({ length: 6 }, () => cart.legs[0]) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toContainEqual({
      path: 'legs',
      key: 'tooManyLegs',
      message: MESSAGES.it.tooManyLegs,
    });
    const leader = await request(app)
      .post('/booking/orders?lang=en')
      .send({ ...cart, leader: { ...cart.leader, mobile: '123' } });
    expect(leader.status).toBe(400);
    expect(leader.body.error.fields.map((f: { path: string }) => f.path)).toContain('leader.mobile');
  });
});

describe('quoting a change to an order', () => {
  it('asks the company of the leg: a correction by its terms, an unknown sailing refused, nothing before the tickets', async () => {
    const trip = sailing(6);
    const order = await placed(trip, undefined, 'change.quote@example.com');
    const proof = secretOf(order.secret);
    const quote = (body: object) =>
      request(app)
        .post(`/booking/orders/${order.reference}/change-quote?lang=en`)
        .set('Authorization', proof)
        .send(body);
    const surname = {
      legIndex: 0,
      kind: 'correction',
      passengerIndex: 0,
      correction: { surname: 'Papadopoulou' },
    };

    const early = await quote(surname);
    expect(early.status).toBe(409);
    expect(early.body.error).toMatchObject({
      code: 'orderNotChangeable',
      message: MESSAGES.en.orderNotChangeable,
    });

    const started = await request(app)
      .post(`/booking/orders/${order.reference}/payment`)
      .set('Authorization', proof)
      .send({});
    const paymentId = String(started.body.redirect.url).split('/').pop()!;
    const back = new URL((await harness.sandbox.decide(paymentId, 'succeeded'))!);
    await harness.services.completePayment.execute({
      provider: 'sandbox',
      params: Object.fromEntries(back.searchParams),
    });
    await drainOutbox(database.knex, harness.jobHandlers);

    const corrected = await quote(surname);
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    const terms = changeTermsOf(trip.company.code).correction;
    expect(corrected.body.quote).toEqual({
      kind: 'correction',
      legIndex: 0,
      fareDifference: 0,
      fee: terms!.fee,
      total: terms!.fee,
    });
    // Every sailing found sails Piraeus–Santorini: an unknown trip, unless the company changes no sailing.
    const unknown = await quote({ legIndex: 0, kind: 'sailing', tripId: 'NO-SUCH-TRIP' });
    expect(unknown.body.error.code).toBe(
      changeTermsOf(trip.company.code).sailing ? 'tripNotFound' : 'changeNotOffered',
    );
    const nextDay = addDays(trip.departureDatetime.slice(0, 10), 1);
    const listed = await request(app)
      .get(`/booking/orders/${order.reference}/change-sailings?legIndex=0&date=${nextDay}`)
      .set('Authorization', proof);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(contract.answer('get', '/orders/{reference}/change-sailings', 200, listed.body)).toEqual([]);
    const sailings = listed.body.sailings as Array<{
      tripId: string;
      companyCode: string;
      quote: { fee: number } | null;
      refusal: string | null;
    }>;
    expect(sailings.length).toBeGreaterThan(0);
    for (const other of sailings) {
      const terms = changeTermsOf(trip.company.code).sailing;
      if (!terms) expect(other.refusal).toBe('changeNotOffered');
      else if (terms.sameCompany && other.companyCode !== trip.company.code)
        expect(other.refusal).toBe('changeSameCompanyOnly');
      // A ship that does not sell the leg's accommodation (a deck place on a jet) cannot take the leg.
      else
        expect(other.quote ? other.quote.fee : other.refusal).toBe(
          other.quote ? terms.fee : 'invalidRequest',
        );
    }
    const noLeg = await quote({ ...surname, legIndex: 3 });
    expect(noLeg.body.error.code).toBe('orderNotChangeable');
  });
});

/** Pays a redirect at the sandbox provider and records the return, as the traveller's browser does. */
async function paidAtSandbox(url: string) {
  const back = new URL((await harness.sandbox.decide(String(url).split('/').pop()!, 'succeeded'))!);
  await harness.services.completePayment.execute({
    provider: 'sandbox',
    params: Object.fromEntries(back.searchParams),
  });
  await drainOutbox(database.knex, harness.jobHandlers);
}

describe('changing a sold order through the API', () => {
  it('holds a move to the next day, takes its difference by card and applies it; corrects a surname for free', async () => {
    const trip = trips.find((each) => each.company.code === 'BSF')!;
    const order = await placed(trip, undefined, 'api.change@example.com');
    const proof = secretOf(order.secret);
    const call = (method: 'get' | 'post', path: string, body: object = {}) =>
      request(app)
        [method](`/booking/orders/${order.reference}${path}${path.includes('?') ? '&' : '?'}lang=en`)
        .set('Authorization', proof)
        .send(body);
    const started = await call('post', '/payment');
    await paidAtSandbox(started.body.redirect.url);
    const nextDay = addDays(trip.departureDatetime.slice(0, 10), 1);
    const listed = await call('get', `/change-sailings?legIndex=0&date=${nextDay}`);
    const target = (
      listed.body.sailings as Array<{
        tripId: string;
        departureDatetime: string;
        quote: object | null;
        available: number;
      }>
    ).find((each) => each.quote && each.available > 0)!;

    const held = await call('post', '/changes', { legIndex: 0, kind: 'sailing', tripId: target.tripId });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect(contract.answer('post', '/orders/{reference}/changes', 200, held.body)).toEqual([]);
    const { change } = held.body;
    expect(change).toMatchObject({ status: 'held', fee: 500 });
    expect(
      change.lines.map((line: { amount: number }) => line.amount).reduce((a: number, b: number) => a + b),
    ).toBe(change.total);
    const unpaid = await call('post', `/changes/${change.id}/confirm`);
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.error.code).toBe('changeNeedsPayment');
    const payment = await call('post', change.payment.path.replace(`/booking/orders/${order.reference}`, ''));
    expect(payment.status, JSON.stringify(payment.body)).toBe(200);
    await paidAtSandbox(payment.body.redirect.url);

    const done = await call('get', `/changes/${change.id}`);
    expect(done.body.change).toMatchObject({ status: 'done', payment: null });
    const after = await call('get', '');
    expect(after.body.order.legs[0].departureDatetime).toBe(target.departureDatetime);
    const feeLines = after.body.order.lines.filter((line: { kind: string }) => line.kind === 'changeFee');
    expect(feeLines).toMatchObject([{ amount: 500, description: "Change of booking: company's fee" }]);

    const fix = await call('post', '/changes', {
      legIndex: 0,
      kind: 'correction',
      passengerIndex: 0,
      correction: { surname: 'Nikolaou' },
    });
    expect(fix.body.change).toMatchObject({ status: 'held', total: 0, payment: null });
    const confirmed = await call('post', `/changes/${fix.body.change.id}/confirm`);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    await drainOutbox(database.knex, harness.jobHandlers);
    const corrected = await call('get', '');
    expect(corrected.body.order.legs[0].passengers[0].surname).toBe('Nikolaou');
    const stranger = await request(app)
      .get(`/booking/orders/${order.reference}/changes/${change.id}`)
      .set('Authorization', 'Order nope');
    expect(stranger.status).toBe(404);
    const noSuch = await call('get', '/changes/not-a-change');
    expect(noSuch.status).toBe(404);
    expect(noSuch.body.error.code).toBe('changeNotFound');
  });

  it('charges a reseller’s costly change to its credit with its token, and refuses one over its limit in words', async () => {
    const trip = trips.find((each) => each.company.code === 'BSF')!;
    const order = await placed(trip, 'Bearer reseller.access.token', 'api.reseller.change@example.com');
    const call = (method: 'get' | 'post', path: string, body: object = {}, lang = 'en') =>
      request(app)
        [method](`/booking/orders/${order.reference}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`)
        .set('Authorization', 'Bearer reseller.access.token')
        .send(body);
    expect((await call('post', '/credit-payment')).status).toBe(200);
    await drainOutbox(database.knex, harness.jobHandlers);
    const nextDay = addDays(trip.departureDatetime.slice(0, 10), 1);
    const listed = await call('get', `/change-sailings?legIndex=0&date=${nextDay}`);
    const target = (
      listed.body.sailings as Array<{ tripId: string; quote: { total: number } | null; available: number }>
    ).find((each) => (each.quote?.total ?? 0) > 0 && each.available > 0)!;
    const move = { legIndex: 0, kind: 'sailing', tripId: target.tripId };
    const credit = () =>
      database.knex('resellers').where({ user_id: RESELLER }).first('credit_used', 'credit_limit');
    const { credit_used: used, credit_limit: limit } = await credit();

    // Over the limit: refused in the caller's language, nothing charged.
    await database.knex('resellers').where({ user_id: RESELLER }).update({ credit_limit: used });
    const over = await call('post', '/changes', move, 'fr');
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({
      code: 'insufficientCreditLimit',
      message: MESSAGES.fr.insufficientCreditLimit,
    });
    await database.knex('resellers').where({ user_id: RESELLER }).update({ credit_limit: limit });

    const held = await call('post', '/changes', move);
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect(contract.answer('post', '/orders/{reference}/changes', 200, held.body)).toEqual([]);
    expect(held.body.change).toMatchObject({ status: 'paid', total: target.quote!.total, payment: null });
    expect((await credit()).credit_used).toBe(used + target.quote!.total);
    await drainOutbox(database.knex, harness.jobHandlers);
    const done = await call('get', `/changes/${held.body.change.id}`);
    expect(done.body.change.status).toBe('done');
  });

  it('adds a car to a leg: the car its own line beside the fee, paid by card, then on the order (decision 0083)', async () => {
    const trip = trips.find((each) => each.company.code === 'BSF' && each.garage)!;
    const order = await placed(trip, undefined, 'api.add@example.com');
    const call = (method: 'get' | 'post', path: string, body: object = {}) =>
      request(app)
        [method](`/booking/orders/${order.reference}${path}?lang=en`)
        .set('Authorization', secretOf(order.secret))
        .send(body);
    await paidAtSandbox((await call('post', '/payment')).body.redirect.url);
    const car = { accommodationType: 'CAR', length: 4.2, plateNumber: 'IKB9876' };
    const held = await call('post', '/changes', { legIndex: 0, kind: 'addition', vehicles: [car] });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect(contract.answer('post', '/orders/{reference}/changes', 200, held.body)).toEqual([]);
    const { change } = held.body;
    expect(change.lines.map((line: { kind: string }) => line.kind)).toEqual(['vehicle', 'changeFee']);
    expect(change.lines[1]).toMatchObject({ amount: 200 });
    await paidAtSandbox((await call('post', `/changes/${change.id}/payment`)).body.redirect.url);

    const after = await call('get', '');
    expect(after.body.order.legs[0].vehicles).toEqual([{ accommodationType: 'CAR', plateNumber: 'IKB9876' }]);
    const carLine = after.body.order.lines.find((line: { kind: string }) => line.kind === 'vehicle');
    expect(carLine).toMatchObject({ legIndex: 0, amount: change.lines[0].amount });
  });
});

describe('the order calls’ examples', () => {
  it('answer as the document says, for a traveller’s order paid by card and a reseller’s paid from its credit', async () => {
    const endpoint = (operationId: string) => ORDER_ENDPOINTS.find((e) => e.operationId === operationId)!;
    let reference = EXAMPLE_REFERENCE;
    let changeId = EXAMPLE_CHANGE_ID;
    let documentNumber = EXAMPLE_DOCUMENT_NUMBER;
    let authorization: string | undefined;
    const send = async (operationId: string) => {
      const { examples } = endpoint(operationId);
      const answers = [];
      for (const example of examples) {
        const res = await sendExample(app, '/booking', endpoint(operationId), example, {
          authorization,
          swap: (value) =>
            (
              [
                [EXAMPLE_REFERENCE, reference],
                [EXAMPLE_CHANGE_ID, changeId],
                [EXAMPLE_DOCUMENT_NUMBER, documentNumber],
              ] as const
            ).reduce((swapping, [placeholder, made]) => swapped(swapping, placeholder, made), value),
        });
        const wrong = mismatches(contract, endpoint(operationId), example, res);
        expect(wrong, `${operationId}: ${example.summary}`).toEqual([]);
        answers.push(res);
      }
      return answers[0]!;
    };
    const placedOrder = await send('placeOrder');
    reference = placedOrder.body.reference;
    authorization = secretOf(placedOrder.body.secret);
    for (const operationId of ['getOrder', 'startOrderPayment']) await send(operationId);
    authorization = undefined;
    await send('findBooking');

    authorization = 'Bearer reseller.access.token';
    reference = (await send('placeOrder')).body.reference;
    await send('payOrderByCredit');
    await drainOutbox(database.knex, harness.jobHandlers);
    documentNumber = (await send('getOrder')).body.order.documents[0].number;
    const ticketed = [
      'getOrderVoucher',
      'getOrderDocument',
      'getLegApplePass',
      'getLegGoogleWalletLink',
      'quoteOrderChange',
      'listChangeSailings',
      'holdOrderChange',
      'getOrderChange',
      'startChangePayment',
      'confirmOrderChange',
      'quoteOrderCancellation',
      'quoteLegCancellation',
      'cancelOrderLeg',
      'cancelOrder',
    ];
    for (const operationId of ticketed) {
      const answer = await send(operationId);
      if (operationId === 'holdOrderChange') changeId = answer.body.change.id;
    }
    const sent = ['placeOrder', 'getOrder', 'startOrderPayment', 'findBooking', 'payOrderByCredit'];
    expect(new Set([...sent, ...ticketed])).toEqual(new Set(ORDER_ENDPOINTS.map((e) => e.operationId)));
  });
});

describe('finding a booking by reference and e-mail', () => {
  it('answers the order masked, without any document number, and counts every try', async () => {
    const order = await placed(sailing(5), undefined, 'Find.Me@example.com');
    const found = await request(app)
      .post('/booking/find-booking')
      .send({ reference: order.reference.toLowerCase(), email: 'find.me@example.com' });
    expect(found.status).toBe(200);
    expect(contract.answer('post', '/find-booking', 200, found.body)).toEqual([]);
    expect(found.body.order.reference).toBe(order.reference);
    expect(found.body.order).not.toHaveProperty('tickets');
    expect(found.body.order.legs[0].passengers[0]).not.toHaveProperty('documentId');
    expect(JSON.stringify(found.body)).not.toContain('AB123450');
    const wrong = await request(app)
      .post('/booking/find-booking?lang=en')
      .send({ reference: order.reference, email: 'someone@example.com' });
    expect(wrong.status).toBe(404);
    let status = 0;
    for (let attempt = 0; attempt < 40 && status !== 429; attempt++) {
      status = (
        await request(app)
          .post('/booking/find-booking')
          .send({ reference: order.reference, email: 'someone@example.com' })
      ).status;
    }
    expect(status).toBe(429);
  });
});
