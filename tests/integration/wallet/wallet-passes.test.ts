import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import express from 'express';
import { importSPKI, jwtVerify } from 'jose';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { applePassWebService } from '#adapters/wallet/apple-pass-web-service-router.ts';
import type { RecordingWalletPush } from '#adapters/wallet/recording-wallet-push.ts';
import { ApplePassWebService } from '#application/wallet/apple-pass-web-service.ts';
import { PORTS } from '#container';
import type { Order } from '#domain/orders/order.ts';
import type { Trip } from '#domain/trips/trip.ts';
import {
  checkoutHarness,
  drainOutbox,
  piraeusSantoriniTrips,
  ticketedOrder,
} from '../../support/checkout-harness.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import {
  openVerifiedPass,
  TEST_GOOGLE_ISSUER,
  TEST_PASS_TYPE,
  walletTestCredentials,
} from '../../support/wallet-certificates.ts';

let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;
let trips: Trip[];
let web: express.Express;
const credentials = walletTestCredentials();
const logged: string[][] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  harness = checkoutHarness(database.knex, { env: credentials.env });
  trips = await piraeusSantoriniTrips(harness.ferry);
  web = express();
  web.use(
    '/wallet',
    applePassWebService(harness.container.get(ApplePassWebService), (lines) => logged.push(lines)),
  );
});
afterAll(async () => {
  await database?.destroy();
});

const codeOf = (order: Order) => `${order.legs[0]!.booking.company}:${order.legs[0]!.upstreamOrderCode}`;

async function downloadedPass(reference: string, token: string) {
  const pass = await harness.services.getLegWalletPass.execute({
    reference,
    token,
    legIndex: 0,
    wallet: 'apple',
  });
  if (!pass.ok || !('file' in pass.value)) throw new Error(JSON.stringify(pass));
  return openVerifiedPass(pass.value.file.bytes, credentials.dir);
}

describe('a sailing’s Apple Wallet pass', () => {
  it('is signed, a boat boarding pass whose QR code and its text are the company’s booking of the sailing', async () => {
    const { order, token } = await ticketedOrder(
      database.knex,
      harness,
      trips[0]!,
      'wallet.pass@example.com',
    );
    const pass = await downloadedPass(order.reference, token);
    expect(pass).toMatchObject({
      passTypeIdentifier: TEST_PASS_TYPE,
      serialNumber: `${order.reference}-0`,
      voided: false,
      webServiceURL: expect.stringMatching(/\/wallet$/),
      barcodes: [{ format: 'PKBarcodeFormatQR', message: codeOf(order), altText: codeOf(order) }],
    });
    expect(pass.boardingPass.transitType).toBe('PKTransitTypeBoat');
    // The confirmation e-mail carries the sailing's pass, for the phone's mail to offer "Add to Wallet".
    const mail = readdirSync(harness.mailDir)
      .map((file) => readFileSync(path.join(harness.mailDir, file), 'utf8'))
      .find((raw) => raw.includes(order.reference) && raw.includes('application/vnd.apple.pkpass'));
    expect(mail).toContain(`kyma-${order.reference}-0.pkpass`);
    expect(pass.boardingPass.primaryFields.map((field) => field.value)).toEqual([
      'Piraeus',
      'Santorini (Thira)',
    ]);
    expect(pass.boardingPass.secondaryFields[0]).toMatchObject({
      label: 'Departure',
      value: order.legs[0]!.booking.departureDatetime,
    });
  });

  it('is refused without the order’s proof, for a sailing the order does not have, and Google’s link is signed', async () => {
    const { order, token } = await ticketedOrder(
      database.knex,
      harness,
      trips[1]!,
      'wallet.google@example.com',
    );
    const get = harness.services.getLegWalletPass;
    const refused = { ok: false, error: { code: 'reservationNotFound' } };
    expect(
      await get.execute({ reference: order.reference, token: 'x'.repeat(43), legIndex: 0, wallet: 'apple' }),
    ).toEqual(refused);
    expect(await get.execute({ reference: order.reference, token, legIndex: 1, wallet: 'apple' })).toEqual(
      refused,
    );

    const link = await get.execute({ reference: order.reference, token, legIndex: 0, wallet: 'google' });
    if (!link.ok || !('link' in link.value)) throw new Error(JSON.stringify(link));
    expect(link.value.link).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\//);
    const key = await importSPKI(
      (await import('node:fs')).readFileSync(`${credentials.dir}/google.pub`, 'utf8'),
      'RS256',
    );
    const { payload } = await jwtVerify(link.value.link.split('/').pop()!, key, { audience: 'google' });
    expect(payload).toMatchObject({
      typ: 'savetowallet',
      iss: 'wallet@kyma-test.iam.gserviceaccount.com',
      payload: {
        transitObjects: [
          {
            id: `${TEST_GOOGLE_ISSUER}.${order.reference}-0`,
            state: 'ACTIVE',
            tripType: 'ONE_WAY',
            barcode: { type: 'QR_CODE', value: codeOf(order), alternateText: codeOf(order) },
            ticketLeg: { originStationCode: order.legs[0]!.booking.departurePort },
          },
        ],
      },
    });
  });
});

describe('the pass web service', () => {
  it('registers a device with the pass’s token, answers 304 until the sailing changes, then the voided pass', async () => {
    const { order, token } = await ticketedOrder(
      database.knex,
      harness,
      trips[2]!,
      'wallet.service@example.com',
    );
    const pass = await downloadedPass(order.reference, token);
    const registration = `/wallet/v1/devices/device-1/registrations/${TEST_PASS_TYPE}/${pass.serialNumber}`;
    const auth = { Authorization: `ApplePass ${pass.authenticationToken}` };

    await request(web)
      .post(registration)
      .set('Authorization', 'ApplePass wrong')
      .send({ pushToken: 'p' })
      .expect(401);
    await request(web).post(registration).set(auth).send({ pushToken: 'push-1' }).expect(201);
    await request(web).post(registration).set(auth).send({ pushToken: 'push-1' }).expect(200);

    const serials = await request(web)
      .get(`/wallet/v1/devices/device-1/registrations/${TEST_PASS_TYPE}`)
      .expect(200);
    expect(serials.body.serialNumbers).toEqual([pass.serialNumber]);
    const tag = serials.body.lastUpdated as string;
    await request(web)
      .get(`/wallet/v1/devices/device-1/registrations/${TEST_PASS_TYPE}?passesUpdatedSince=${tag}`)
      .expect(204);

    const passPath = `/wallet/v1/passes/${TEST_PASS_TYPE}/${pass.serialNumber}`;
    await request(web).get(passPath).expect(401);
    const latest = await request(web).get(passPath).set(auth).buffer(true).parse(binary).expect(200);
    expect(latest.headers['content-type']).toBe('application/vnd.apple.pkpass');
    const lastModified = latest.headers['last-modified']!;
    await request(web).get(passPath).set(auth).set('If-Modified-Since', lastModified).expect(304);

    // HTTP dates count seconds: the cancellation is recorded in a later one than the pass the device holds.
    await sleep(1100);
    const quoted = await harness.services.quoteCancellation.execute({ reference: order.reference, token });
    if (!quoted.ok) throw new Error(quoted.error.code);
    const cancelled = await harness.services.cancelOrder.execute({
      reference: order.reference,
      token,
      acceptedRefund: quoted.value.quote.refund,
    });
    expect(cancelled.ok).toBe(true);
    // The cancellation's job tells the registered device, through the recording push (decision 0129).
    await drainOutbox(database.knex, harness.jobHandlers);
    const push = harness.container.get(PORTS.walletPush) as RecordingWalletPush;
    expect(push.pushed).toContainEqual({ passTypeIdentifier: TEST_PASS_TYPE, pushTokens: ['push-1'] });

    const changed = await request(web)
      .get(`/wallet/v1/devices/device-1/registrations/${TEST_PASS_TYPE}?passesUpdatedSince=${tag}`)
      .expect(200);
    expect(changed.body.serialNumbers).toEqual([pass.serialNumber]);
    expect(Number(changed.body.lastUpdated)).toBeGreaterThan(Number(tag));
    const voided = await request(web)
      .get(passPath)
      .set(auth)
      .set('If-Modified-Since', lastModified)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(openVerifiedPass(voided.body, credentials.dir)).toMatchObject({
      voided: true,
      serialNumber: pass.serialNumber,
    });

    await request(web)
      .post('/wallet/v1/log')
      .send({ logs: ['a pass failed to update'] })
      .expect(200);
    expect(logged).toContainEqual(['a pass failed to update']);
    await request(web).delete(registration).set(auth).expect(200);
    await request(web).get(`/wallet/v1/devices/device-1/registrations/${TEST_PASS_TYPE}`).expect(204);
  });
});

/** Reads a binary answer whole, as Wallet does. */
function binary(res: request.Response, callback: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}
