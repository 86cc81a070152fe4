import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import type { Authenticate } from '#application/auth/authenticate.ts';
import type { Principal } from '#domain/auth/principal.ts';
import { ok } from '#domain/shared/result.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { createOrderRouter } from '#web/api/booking/booking-router.ts';
import { bookingOpenApi } from '#web/api/booking/openapi.ts';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import {
  checkoutHarness,
  drainOutbox,
  piraeusSantoriniTrips,
  ticketedOrder,
} from '../../support/checkout-harness.ts';
import { openApiValidator } from '../../support/openapi-validator.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

/** Stands in for access-token verification (tested with the auth flow): these tests are about who may read. */
const PRINCIPALS: Record<string, Principal> = {
  'staff.access.token': { id: 1, email: 'staff@kyma.test', scope: ['admin'] },
  'stranger.access.token': { id: 7301, email: 'stranger@example.com', scope: {} },
};
const authenticate = {
  execute: async ({ token }: { token?: string }) => ok(token ? (PRINCIPALS[token] ?? null) : null),
} as unknown as Authenticate;

const BUYER = {
  companyName: 'ΑΙΓΑΙΟ ΤΡΟΦΙΜΑ Α.Ε.',
  activity: 'ΧΟΝΔΡΕΜΠΟΡΙΟ ΤΡΟΦΙΜΩΝ',
  tax: '099900027',
  address: 'ΛΕΩΦ. ΣΥΓΓΡΟΥ 100, ΑΘΗΝΑ',
  registry: 'ΦΑΕ ΑΘΗΝΩΝ',
  mobile: '+306912345678',
};

let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;
let app: express.Express;
let trips: Trip[];
const contract = openApiValidator(JSON.parse(JSON.stringify(bookingOpenApi)));

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  harness = checkoutHarness(database.knex);
  trips = await piraeusSantoriniTrips(harness.ferry, 40);
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

const sailing = (index: number) => trips[index % trips.length]!;
const secretOf = (secret: string) => `Order ${secret}`;

/** GET /orders/{reference} with a proof, checked against the OpenAPI document. */
async function orderRead(reference: string, authorization: string) {
  const res = await request(app)
    .get(`/booking/orders/${reference}?lang=en`)
    .set('Authorization', authorization);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(contract.answer('get', '/orders/{reference}', 200, res.body)).toEqual([]);
  return res.body.order;
}

const download = (path: string, authorization?: string) => {
  const call = request(app)
    .get(`${path}?lang=en`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  return authorization ? call.set('Authorization', authorization) : call;
};

describe('an order’s documents through the booking API', () => {
  it('lists a ticketed order’s receipt with its number, amount and MARK, and downloads it with the secret only', async () => {
    const { order, token } = await ticketedOrder(
      database.knex,
      harness,
      sailing(0),
      'documents.api@example.com',
    );
    const read = await orderRead(order.reference, secretOf(token));
    expect(read.invoice).toBeNull();
    expect(read.documents).toEqual([
      {
        kind: 'receipt',
        purpose: 'sale',
        number: expect.stringMatching(/^APY-\d{4}-\d+$/),
        amount: order.breakdown.finalPrice,
        issuedAt: expect.any(String),
        mark: expect.stringMatching(/^\d{15}$/),
        download: expect.any(String),
      },
    ]);
    const [receipt] = read.documents;
    expect(receipt.download).toBe(`/booking/orders/${order.reference}/documents/${receipt.number}`);

    const pdf = await download(receipt.download, secretOf(token));
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`kyma-${receipt.number}.pdf`);
    expect(Buffer.from(pdf.body).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(
      contract.answer('get', '/orders/{reference}/documents/{number}', 200, '', 'application/pdf'),
    ).toEqual([]);
    // Staff's bearer token has the right too.
    expect((await download(receipt.download, 'Bearer staff.access.token')).status).toBe(200);

    // A wrong secret, a token without the right, and no proof at all get nothing, alike for any reference.
    for (const wrong of [secretOf('not-the-secret'), 'Bearer stranger.access.token']) {
      const refused = await request(app).get(`${receipt.download}?lang=en`).set('Authorization', wrong);
      expect(refused.status, wrong).toBe(404);
      expect(refused.body.error.message).toBe(MESSAGES.en.reservationNotFound);
    }
    const anonymous = await request(app).get(`${receipt.download}?lang=en`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Order, Bearer');
  });

  it('answers 404 for another order’s document, even with this order’s own secret', async () => {
    const mine = await ticketedOrder(database.knex, harness, sailing(1), 'documents.mine@example.com');
    const theirs = await ticketedOrder(database.knex, harness, sailing(2), 'documents.theirs@example.com');
    const [theirReceipt] = (await orderRead(theirs.order.reference, secretOf(theirs.token))).documents;
    const [myReceipt] = (await orderRead(mine.order.reference, secretOf(mine.token))).documents;
    expect(theirReceipt.number).not.toBe(myReceipt.number);

    const asked = [
      [`/booking/orders/${mine.order.reference}/documents/${theirReceipt.number}`, secretOf(mine.token)],
      [theirReceipt.download, secretOf(mine.token)],
      [`/booking/orders/${mine.order.reference}/documents/APY-1999-1`, secretOf(mine.token)],
    ] as const;
    for (const [path, proof] of asked) {
      const refused = await request(app).get(`${path}?lang=en`).set('Authorization', proof);
      expect(refused.status, path).toBe(404);
      expect(refused.body.error.message).toBe(MESSAGES.en.reservationNotFound);
    }
  });

  it('carries the invoice request and lists the invoice issued for it', async () => {
    const { order, token } = await ticketedOrder(
      database.knex,
      harness,
      sailing(3),
      'documents.invoice@example.com',
      {
        invoice: BUYER,
      },
    );
    const read = await orderRead(order.reference, secretOf(token));
    expect(read.invoice).toEqual(BUYER);
    expect(read.documents).toMatchObject([
      {
        kind: 'invoice',
        purpose: 'sale',
        number: expect.stringMatching(/^TPY-/),
        amount: order.breakdown.finalPrice,
      },
    ]);
    const pdf = await download(read.documents[0].download, secretOf(token));
    expect(Buffer.from(pdf.body).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // A look-up by reference and e-mail shows neither the company's details nor the documents.
    const found = await request(app)
      .post('/booking/find-booking?lang=en')
      .send({ reference: order.reference, email: 'documents.invoice@example.com' });
    expect(found.status).toBe(200);
    expect(found.body.order.invoice).toBeUndefined();
    expect(found.body.order.documents).toBeUndefined();
  });

  it('lists a refund’s credit note beside the receipt, for what went back, and downloads it', async () => {
    const [out] = await piraeusSantoriniTrips(harness.ferry, 30);
    const [back] = await piraeusSantoriniTrips(harness.ferry, 34);
    const { order, token } = await ticketedOrder(
      database.knex,
      harness,
      out!,
      'documents.credit@example.com',
      {
        laterTrips: [back!],
      },
    );
    const access = { reference: order.reference, token, legIndex: 0 };
    const quoted = await harness.services.quoteLegCancellation.execute(access);
    if (!quoted.ok) throw new Error(quoted.error.code);
    const { refund } = quoted.value.quote;
    expect(refund).toBeGreaterThan(0);
    const cancelled = await harness.services.cancelOrderLeg.execute({ ...access, acceptedRefund: refund });
    if (!cancelled.ok) throw new Error(cancelled.error.code);
    await drainOutbox(database.knex, harness.jobHandlers);

    const read = await orderRead(order.reference, secretOf(token));
    expect(read.documents).toMatchObject([
      { kind: 'receipt', purpose: 'sale', amount: order.breakdown.finalPrice },
      {
        kind: 'creditReceipt',
        purpose: 'refund',
        number: expect.stringMatching(/^PAPY-/),
        amount: refund,
        mark: expect.stringMatching(/^\d{15}$/),
      },
    ]);
    const pdf = await download(read.documents[1].download, secretOf(token));
    expect(pdf.status).toBe(200);
    expect(Buffer.from(pdf.body).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
