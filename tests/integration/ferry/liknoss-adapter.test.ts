import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiknossFerryInventory } from '#adapters/liknoss/liknoss-ferry-inventory.ts';
import { type FerryInventory, UpstreamFailure } from '#application/ports/ferry-inventory.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { errorOf, valueIn } from '../../contract/ferry-inventory.contract.ts';
import { LOCAL_LIKNOSS_ACCOUNT, startLocalLiknoss } from '../../support/liknoss-server/local-liknoss.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { summerDay, testClock } from '../../support/test-today.ts';

let database: TestDatabase;
let liknoss: { url: string; close(): Promise<void> };
/** The server's clock and the adapter's, moved on together to let an option lapse. */
let offsetMs = 0;
const clock = testClock();
const now = () => clock.now().getTime() + offsetMs;
/** The paths the adapter asked, in order; `refuse` answers one path with a 503 or a wrong body instead. */
let asked: string[] = [];
let refuse: { path: string; body: string; status: number } | undefined;

const fetchThrough: typeof fetch = async (input, init) => {
  const path = new URL(String(input)).pathname;
  asked.push(path);
  if (refuse && path === refuse.path) return new Response(refuse.body, { status: refuse.status });
  return fetch(input, init);
};

function adapter(credentials = LOCAL_LIKNOSS_ACCOUNT) {
  return new LiknossFerryInventory({
    name: 'liknoss',
    baseUrl: liknoss.url,
    credentials,
    attemptTimeoutMs: 5000,
    retries: 1,
    backoffMs: 1,
    breakerThreshold: 50,
    breakerCoolDownMs: 10_000,
    fetch: fetchThrough,
    now,
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  liknoss = await startLocalLiknoss({
    knex: database.knex,
    clock: { now: () => new Date(now()) },
    holdMinutes: 20,
  });
});
afterAll(async () => {
  await liknoss?.close();
  await database?.destroy();
});

describe('the Liknoss adapter, beyond the contract', () => {
  const leader = {
    firstName: 'Eleni',
    lastName: 'Kosta',
    email: 'eleni@example.com',
    mobile: '+30 6900000000',
    country: 'GR',
  };
  const tripOf = async (company: string): Promise<Trip> => {
    const trips = await adapter().searchTrips({
      from: 'PIR',
      to: 'JTR',
      date: summerDay(20),
      passengers: 1,
      vehicles: 0,
      pets: 0,
    });
    const trip = trips.find((t) => t.company.code === company);
    expect(trip, `a ${company} sailing`).toBeDefined();
    return trip!;
  };
  const holdOn = async (trip: Trip) =>
    valueIn(
      await adapter().hold({
        legs: [
          {
            tripId: trip.tripId,
            passengers: [
              {
                passengerType: 'AD',
                accommodationType: (trip.deckAvailability[0] ?? trip.seatAvailability[0])!.code,
                accommodationRequestType: 'COMPLETE',
              },
            ],
            vehicles: [],
            pets: [],
          },
        ],
        leader,
      }),
    );

  it('never asks for the fees before the traveller confirms, where asking cancels (Seajets here)', async () => {
    const booking = await holdOn(await tripOf('SJ'));
    valueIn(await adapter().finalizeBooking(booking.orderCode));
    asked = [];
    const quote = valueIn(await adapter().cancelBooking({ orderCode: booking.orderCode, confirm: false }));
    expect(asked).not.toContain('/cancellation');
    expect(quote).toMatchObject({ cancelled: false, booking: { status: 'confirmed' } });
    // Weeks ahead, the published 'partial' terms give 80 % back; labelled as worked out, not the company's.
    expect(quote.refund).toMatchObject({ coverage: 'partial', estimated: true, paid: booking.total });
    expect(quote.refund.refund).toBe(Math.floor((booking.total * 80) / 100));
    expect(valueIn(await adapter().retrieveBooking(booking.orderCode)).status).toBe('confirmed');
    // The confirmation is the one call that cancels, and its refund is the company's own.
    const done = valueIn(await adapter().cancelBooking({ orderCode: booking.orderCode, confirm: true }));
    expect(asked.filter((path) => path === '/cancellation')).toHaveLength(1);
    expect(done).toMatchObject({ cancelled: true, booking: { status: 'cancelled' } });
    expect(done.refund.estimated).toBeUndefined();
    expect(done.refund.refund + done.refund.fee).toBe(booking.total);
  });

  it('cancels one trip of a booking alone, never asking the fees first where asking cancels (decision 0121)', async () => {
    const out = await tripOf('SJ');
    const back = (
      await adapter().searchTrips({
        from: 'JTR',
        to: 'PIR',
        date: summerDay(24),
        passengers: 1,
        vehicles: 0,
        pets: 0,
      })
    ).find((t) => t.company.code === 'SJ')!;
    const leg = (trip: Trip) => ({
      tripId: trip.tripId,
      passengers: [
        {
          passengerType: 'AD' as const,
          accommodationType: (trip.deckAvailability[0] ?? trip.seatAvailability[0])!.code,
          accommodationRequestType: 'COMPLETE' as const,
        },
      ],
      vehicles: [],
      pets: [],
    });
    const held = valueIn(await adapter().hold({ legs: [leg(out), leg(back)], leader }));
    const booking = valueIn(await adapter().finalizeBooking(held.orderCode));
    const cancelling = adapter().capabilities.legCancellation!;
    asked = [];
    const quote = valueIn(
      await cancelling.cancelLeg({ orderCode: booking.orderCode, legIndex: 1, confirm: false }),
    );
    expect(asked).not.toContain('/cancellation');
    expect(quote.refund).toMatchObject({ estimated: true, paid: booking.legs[1]!.pricing.tripTotal });
    const done = valueIn(
      await cancelling.cancelLeg({ orderCode: booking.orderCode, legIndex: 1, confirm: true }),
    );
    expect(asked.filter((path) => path === '/cancellation')).toHaveLength(1);
    expect(done.refund.estimated).toBeUndefined();
    const after = valueIn(await adapter().retrieveBooking(booking.orderCode));
    expect(after.status).toBe('confirmed');
    expect(after.legs.map((l) => l.cancelledAt !== undefined)).toEqual([false, true]);
    expect(after.tickets.map((t) => t.legIndex)).toEqual([0]);
  });

  it('issues tickets once: issuing again answers the same tickets', async () => {
    const booking = await holdOn(await tripOf('BSF'));
    const first = valueIn(await adapter().finalizeBooking(booking.orderCode));
    const again = valueIn(await adapter().finalizeBooking(booking.orderCode));
    expect(first.tickets.length).toBe(1);
    expect(again.tickets).toEqual(first.tickets);
  });

  it('reads an option past its optionDateTime as expired, and will not issue it', async () => {
    const booking = await holdOn(await tripOf('BSF'));
    expect(Date.parse(booking.expiresAt) - now()).toBeGreaterThan(15 * 60_000);
    offsetMs += 21 * 60_000;
    try {
      expect(valueIn(await adapter().retrieveBooking(booking.orderCode)).status).toBe('expired');
      expect(errorOf(await adapter().finalizeBooking(booking.orderCode)).code).toBe('bookingExpired');
    } finally {
      offsetMs -= 21 * 60_000;
    }
  });

  it('retries a read after a 503 but sends an optional booking once', async () => {
    const trip = await tripOf('BSF');
    asked = [];
    refuse = { path: '/trips', body: '{"code":"X","message":"busy"}', status: 503 };
    await expect(tripOf('BSF')).rejects.toBeInstanceOf(UpstreamFailure);
    expect(asked.filter((path) => path === '/trips')).toHaveLength(2);
    asked = [];
    refuse = { path: '/optional-booking', body: '{"code":"X","message":"busy"}', status: 503 };
    await expect(holdOn(trip)).rejects.toBeInstanceOf(UpstreamFailure);
    expect(asked.filter((path) => path === '/optional-booking')).toHaveLength(1);
    refuse = undefined;
  });

  it('lets no malformed answer in, and fails on credentials the server refuses', async () => {
    refuse = { path: '/countries', body: '[{"idOrCode":"GR","name":7}]', status: 200 };
    await expect(adapter().countries()).rejects.toMatchObject({ kind: 'malformedResponse' });
    refuse = undefined;
    const wrong = adapter({ ...LOCAL_LIKNOSS_ACCOUNT, password: 'wrong' });
    await expect(wrong.countries()).rejects.toBeInstanceOf(UpstreamFailure);
  });

  it('declares what Liknoss offers beside the core, and nothing it does not (decision 0121)', () => {
    const inventory: FerryInventory = adapter();
    expect(Object.keys(inventory.capabilities).sort()).toEqual([
      'companyDirectory',
      'discountChecks',
      'legCancellation',
    ]);
    expect(inventory.capabilities.claims).toBeUndefined();
    expect(inventory.capabilities.changes).toBeUndefined();
    expect(inventory.capabilities.disruptions).toBeUndefined();
  });
});
