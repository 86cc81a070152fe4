import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '#config';
import { type Composition, compose } from '#container';
import { createBookingRouter } from '#web/api/booking/booking-router.ts';
import { AGENT_ACCOUNT, agentToken } from '../../support/agent-account.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { summerDay, TEST_CLOCK_ENV } from '../../support/test-today.ts';

const logger = pino({ level: 'silent' });
let remoteDatabase: TestDatabase;
let frontDatabase: TestDatabase;
let remote: Composition;
let front: Composition;
let server: Server;

/**
 * A Kyma that runs no simulated system and reaches another Kyma's booking/ API over HTTP
 * (FERRY_UPSTREAMS=none, FERRY_HTTP_UPSTREAMS), plus one upstream that is not there at all.
 */
beforeAll(async () => {
  [remoteDatabase, frontDatabase] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  remote = await compose(
    loadConfig({
      ...TEST_CLOCK_ENV,
      DATABASE_URL: remoteDatabase.url,
      LOG_LEVEL: 'silent',
      FERRY_SEARCH_CACHE_TTL_SECONDS: '0',
      ...AGENT_ACCOUNT,
    }),
    logger,
  );
  await remote.prepareStorage({ migrate: true });
  const app = express();
  app.use('/booking', createBookingRouter(remote.services.ferry, { agents: remote.services.authorizeAgent }));
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const port = (server.address() as AddressInfo).port;
  front = await compose(
    loadConfig({
      ...TEST_CLOCK_ENV,
      DATABASE_URL: frontDatabase.url,
      REDIS_URL: inject('redisUrl'),
      LOG_LEVEL: 'silent',
      FERRY_UPSTREAMS: 'none',
      FERRY_HTTP_UPSTREAMS: `kyma-remote=http://127.0.0.1:${port}/booking,gone=http://127.0.0.1:9/booking`,
      FERRY_HTTP_UPSTREAM_TOKENS: `kyma-remote=${await agentToken(remote)}`,
      FERRY_SEARCH_CACHE_TTL_SECONDS: '0',
      FERRY_HTTP_RETRIES: '0',
    }),
    logger,
  );
  await front.prepareStorage({ migrate: true });
});
afterAll(async () => {
  if (server) await new Promise((resolve) => server.close(resolve));
  await front?.close();
  await remote?.close();
  await Promise.all([remoteDatabase?.destroy(), frontDatabase?.destroy()]);
});

describe('a Kyma whose upstream is another Kyma over HTTP', () => {
  it('compares fares through it, with a notice for the upstream that is not there', async () => {
    const results = await front.services.ferry.searchFares.execute({
      query: {
        typeOfTrip: 'oneWay',
        legs: [{ departurePort: 'PIR', destinationPort: 'JTR', departureDate: summerDay(20) }],
        returnDate: '',
        accommodations: { passengers: 2, vehicles: 0, pets: 0 },
      },
    });
    const trips = results.legs[0]!.trips;
    expect(new Set(trips.map((trip) => trip.company.code)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(trips.map((trip) => trip.agentName))).toEqual(new Set(['kyma-remote']));
    expect(results.notices).toEqual([
      { code: 'upstreamUnavailable', agentName: 'gone', reason: 'unavailable' },
    ]);

    const trip = trips.find((t) => t.company.code === 'BSF')!;
    const held = await front.services.ferry.holdBooking.execute({
      legs: [
        {
          agentName: trip.agentName,
          tripId: trip.tripId,
          passengers: [
            { passengerType: 'AD', accommodationType: 'DECK', accommodationRequestType: 'COMPLETE' },
          ],
          vehicles: [],
          pets: [],
        },
      ],
    });
    if (!held.ok) throw new Error(JSON.stringify(held.error));
    const [booking] = held.value.bookings;
    expect(booking).toMatchObject({ agentName: 'kyma-remote', status: 'held' });
    const confirmed = await front.services.ferry.finalizeBooking.execute({ orderCode: booking!.orderCode });
    expect(confirmed).toMatchObject({ ok: true, value: { status: 'confirmed', agentName: 'kyma-remote' } });
    const voucher = await front.services.ferry.getVoucher.execute({ orderCode: booking!.orderCode });
    expect(voucher.ok).toBe(true);
  });
});
