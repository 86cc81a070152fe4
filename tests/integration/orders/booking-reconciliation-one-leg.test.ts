import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { ReconcileBookings } from '#application/orders/reconcile-bookings.ts';
import { paidPerLeg } from '#domain/orders/paid-per-leg.ts';
import {
  checkoutHarness,
  drainOutbox,
  piraeusSantoriniTrips,
  ticketedOrder,
} from '../../support/checkout-harness.ts';
import { LOCAL_LIKNOSS_ACCOUNT, startLocalLiknoss } from '../../support/liknoss-server/local-liknoss.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { testClock } from '../../support/test-today.ts';

let database: TestDatabase;
let liknossDatabase: TestDatabase;
let liknoss: { url: string; close(): Promise<void> };
let harness: ReturnType<typeof checkoutHarness>;

const HEADERS = {
  'content-type': 'application/json',
  'language-code': 'en',
  'agency-code': LOCAL_LIKNOSS_ACCOUNT.agencyCode,
  'agency-user-name': LOCAL_LIKNOSS_ACCOUNT.user,
  'agency-password': LOCAL_LIKNOSS_ACCOUNT.password,
  'agency-signature': LOCAL_LIKNOSS_ACCOUNT.signature,
};

beforeAll(async () => {
  database = await createTestDatabase();
  liknossDatabase = await createTestDatabase();
  await seedReferenceData(database.knex);
  liknoss = await startLocalLiknoss({ knex: liknossDatabase.knex, clock: testClock(), holdMinutes: 20 });
  harness = checkoutHarness(database.knex, {
    env: {
      FERRY_UPSTREAMS: 'liknoss',
      LIKNOSS_URL: liknoss.url,
      LIKNOSS_AGENCY_CODE: LOCAL_LIKNOSS_ACCOUNT.agencyCode,
      LIKNOSS_USER: LOCAL_LIKNOSS_ACCOUNT.user,
      LIKNOSS_PASSWORD: LOCAL_LIKNOSS_ACCOUNT.password,
      LIKNOSS_SIGNATURE: LOCAL_LIKNOSS_ACCOUNT.signature,
    },
  });
});
afterAll(async () => {
  await liknoss?.close();
  await liknossDatabase?.destroy();
  await database?.destroy();
});

/** The agency's staff cancel one trip at Liknoss's own terminal: `POST /cancellation` naming that trip. */
async function cancelTripAtLiknoss(crsReservationId: number, tripIndex: number) {
  const read = await fetch(`${liknoss.url}/retrieve-bookings?crsReservationIds=${crsReservationId}`, {
    headers: HEADERS,
  });
  const [booking] = (await read.json()) as Array<{ trips: unknown[] }>;
  const answer = await fetch(`${liknoss.url}/cancellation`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({ crsReservationId, askForFees: false, trips: [booking!.trips[tripIndex]] }),
  });
  expect(answer.status).toBe(200);
}

describe('the daily reconciliation finds one sailing Liknoss cancelled alone (decision 0121)', () => {
  it('records that sailing cancelled by the company with what it cost owed and sent back, the other valid', async () => {
    const [out] = await piraeusSantoriniTrips(harness.ferry, 30);
    const [back] = await piraeusSantoriniTrips(harness.ferry, 34);
    const { order } = await ticketedOrder(database.knex, harness, out!, 'one.leg@example.com', {
      laterTrips: [back!],
    });
    await cancelTripAtLiknoss(Number(order.legs[1]!.upstreamOrderCode), 1);

    const reconcile = harness.container.get(ReconcileBookings);
    expect(await reconcile.execute()).toEqual({ checked: 1, found: 1, unanswered: 0 });
    const owed = paidPerLeg(order.breakdown)[1]!;
    const after = await harness.orders.findById(order.id);
    expect(after!.legs[0]!.cancellation).toBeUndefined();
    expect(after!.legs[1]!.cancellation).toMatchObject({ status: 'cancelled', fee: 0, refund: owed });

    await drainOutbox(database.knex, harness.jobHandlers);
    const refunded = await harness.orders.findById(order.id);
    expect(refunded!.legs[1]!.cancellation).toMatchObject({ status: 'refunded', refund: owed });
    expect(refunded!.legs[0]!.cancellation).toBeUndefined();
    // A second run finds nothing new: the sailing cancelled at Kyma is done with.
    expect(await reconcile.execute()).toEqual({ checked: 1, found: 0, unanswered: 0 });
  });
});
