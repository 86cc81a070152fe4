import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '#config';
import { type Composition, compose } from '#container';
import { LOCAL_LIKNOSS_ACCOUNT, startLocalLiknoss } from '../../support/liknoss-server/local-liknoss.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { summerDay, TEST_CLOCK_ENV, testClock } from '../../support/test-today.ts';

let liknossDatabase: TestDatabase;
let database: TestDatabase;
let liknoss: { url: string; close(): Promise<void> };
let kyma: Composition;

/** A Kyma selling through one simulated system and an agency's Liknoss account (the local server). */
beforeAll(async () => {
  [liknossDatabase, database] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  liknoss = await startLocalLiknoss({
    knex: liknossDatabase.knex,
    clock: testClock(),
    holdMinutes: 20,
  });
  kyma = await compose(
    loadConfig({
      ...TEST_CLOCK_ENV,
      DATABASE_URL: database.url,
      REDIS_URL: inject('redisUrl'),
      LOG_LEVEL: 'silent',
      FERRY_UPSTREAMS: 'ferryhub,liknoss',
      LIKNOSS_URL: liknoss.url,
      LIKNOSS_AGENCY_CODE: LOCAL_LIKNOSS_ACCOUNT.agencyCode,
      LIKNOSS_USER: LOCAL_LIKNOSS_ACCOUNT.user,
      LIKNOSS_PASSWORD: LOCAL_LIKNOSS_ACCOUNT.password,
      LIKNOSS_SIGNATURE: LOCAL_LIKNOSS_ACCOUNT.signature,
      FERRY_SEARCH_CACHE_TTL_SECONDS: '0',
      FERRY_HTTP_RETRIES: '0',
    }),
    pino({ level: 'silent' }),
  );
  await kyma.prepareStorage({ migrate: true });
});
afterAll(async () => {
  await kyma?.close();
  await liknoss?.close();
  await Promise.all([database?.destroy(), liknossDatabase?.destroy()]);
});

const search = (day: number) =>
  kyma.services.ferry.searchFares.execute({
    query: {
      typeOfTrip: 'oneWay',
      legs: [{ departurePort: 'PIR', destinationPort: 'JTR', departureDate: summerDay(day) }],
      returnDate: '',
      accommodations: { passengers: 1, vehicles: 0, pets: 0 },
    },
  });

describe('a Kyma selling through Liknoss beside another system', () => {
  it('compares Liknoss fares with the other system, holds, issues and vouchers through Liknoss', async () => {
    const results = await search(22);
    expect(results.notices).toEqual([]);
    const trips = results.legs[0]!.trips;
    const sellers = new Set(
      trips.flatMap((trip) => [trip.agentName, ...(trip.offers ?? []).map((o) => o.agentName)]),
    );
    expect(sellers).toEqual(new Set(['ferryhub', 'liknoss']));
    const offer = trips
      .filter((trip) => trip.company.code === 'BSF')
      .flatMap((trip): Array<{ agentName: string; tripId: string }> => trip.offers ?? [trip])
      .find((o) => o.agentName === 'liknoss')!;
    const held = await kyma.services.ferry.holdBooking.execute({
      legs: [
        {
          agentName: 'liknoss',
          tripId: offer.tripId,
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
    expect(booking).toMatchObject({ agentName: 'liknoss', status: 'held' });
    const issued = await kyma.services.ferry.finalizeBooking.execute({ orderCode: booking!.orderCode });
    expect(issued).toMatchObject({ ok: true, value: { status: 'confirmed', agentName: 'liknoss' } });
    expect((await kyma.services.ferry.getVoucher.execute({ orderCode: booking!.orderCode })).ok).toBe(true);
  });

  it('degrades to a notice when Liknoss is down, the other system still selling', async () => {
    await liknoss.close();
    const results = await search(23);
    expect(results.notices).toEqual([
      { code: 'upstreamUnavailable', agentName: 'liknoss', reason: 'unavailable' },
    ]);
    expect(results.legs[0]!.trips.length).toBeGreaterThan(0);
    expect(new Set(results.legs[0]!.trips.map((trip) => trip.agentName))).toEqual(new Set(['ferryhub']));
  });
});
