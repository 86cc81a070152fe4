import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasonOf } from '#adapters/ferry-upstream/network/timetable.ts';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import {
  checkoutHarness,
  laterSailingToMoveTo,
  piraeusSantoriniTrips,
  sailingForAFamily,
  sailingToMove,
  ticketedOrder,
  tripsOn,
} from '../../support/checkout-harness.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { nextMonthDay, summerDay, testDay } from '../../support/test-today.ts';

/** Whole days from the Athens day of `today` to `day`. */
const daysBetween = (today: Date, day: string) =>
  Math.round((Date.parse(day) - Date.parse(testDay(0, today))) / 86_400_000);

/**
 * The tests live on one fixed "today" (decision 0101); this proves that each helper they pick sailings
 * with finds one on any day of a year, so moving that day (or a new season in the timetable) cannot turn
 * the suite red: every month, New Year in Athens and both summer-time changes.
 */
const INSTANTS = [
  '2026-12-31T22:30:00Z', // 00:30 on New Year's Day in Athens, still the old year in UTC
  '2027-02-15T08:00:00Z',
  '2027-03-28T00:30:00Z', // the night Athens moves to summer time (03:00 → 04:00)
  '2027-04-15T08:00:00Z',
  '2027-05-15T08:00:00Z',
  '2027-06-15T08:00:00Z',
  '2027-07-15T08:00:00Z',
  '2027-08-15T08:00:00Z',
  '2027-09-15T08:00:00Z',
  '2027-10-31T00:30:00Z', // the night Athens moves back (04:00 → 03:00)
  '2027-11-15T08:00:00Z',
  '2027-12-15T08:00:00Z',
].map((instant) => new Date(instant));

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
});
afterAll(async () => {
  await database?.destroy();
});

describe('the tests’ sailing helpers over a whole year', () => {
  it('spreads its instants over every month of a year', () => {
    expect(new Set(INSTANTS.map((instant) => testDay(0, instant).slice(0, 7))).size).toBe(12);
  });

  it.each(INSTANTS.map((instant) => [instant.toISOString(), instant] as const))(
    'on %s every helper finds its sailing',
    async (_, today) => {
      const started = checkoutHarness(database.knex, { today });
      // Piraeus → Santorini by Blue Star on the days the tests book (2 days to 8 weeks ahead).
      for (const days of [2, 30, 45, 55]) {
        const trips = await piraeusSantoriniTrips(started.ferry, days, today);
        expect(
          trips.some((trip) => trip.company.code === 'BSF'),
          `Blue Star ${days} days ahead`,
        ).toBe(true);
      }
      // A family's sailing (garage, pets, a whole cabin) to Crete and back.
      await sailingForAFamily(started.ferry, { from: 'PIR', to: 'HER' }, 45, { wholeCabin: true, today });
      await sailingForAFamily(started.ferry, { from: 'HER', to: 'PIR' }, 52, { wholeCabin: false, today });
      // Sailings booked to be moved have a dearer, or a cheaper, one to move to.
      for (const moveTo of ['dearer', 'cheaper'] as const) {
        const trip = await sailingToMove(started.ferry, 40, moveTo, today);
        const { order, token } = await ticketedOrder(database.knex, started, trip, `${moveTo}@example.com`);
        await laterSailingToMoveTo(started, order, { reference: order.reference, token }, moveTo);
      }
      // Mid-December, still ahead, is winter with no direct Mykonos → Naxos ship (connections only).
      const december = nextMonthDay('12-15', today);
      expect(december > testDay(1, today) && seasonOf(december)).toBe('W');
      const mykonosNaxos = { from: 'JMK', to: 'JNX' };
      expect(await tripsOn(started.ferry, mykonosNaxos, daysBetween(today, december), today)).toEqual([]);
      // A July day after "today" is high summer, when Seajets sails Piraeus → Santorini.
      const july = summerDay(15, today);
      expect(july > testDay(1, today) && seasonOf(july)).toBe('S');
      const summer = await tripsOn(
        started.ferry,
        { from: 'PIR', to: 'JTR' },
        daysBetween(today, july),
        today,
      );
      expect(summer.some((trip) => trip.company.code === 'SJ')).toBe(true);
    },
  );
});
