import { Temporal } from '@js-temporal/polyfill';
import { ContainerModule } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { PORTS } from '#container';
import { addDays } from '#domain/search/calendar-date.ts';
import type { Trip } from '#domain/trips/trip.ts';
import {
  aFilledLeg,
  anOrder,
  checkoutHarness,
  piraeusSantoriniTrips,
} from '../../support/checkout-harness.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { testDay } from '../../support/test-today.ts';

// Half past midnight in Athens on the test "today": UTC is still on the day before.
const athensToday = testDay(0);
const halfPastMidnight = new Date(
  Temporal.PlainDateTime.from(`${athensToday}T00:30`).toZonedDateTime('Europe/Athens').epochMilliseconds,
);

let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;
let trip: Trip;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  harness = checkoutHarness(
    database.knex,
    {},
    new ContainerModule(({ rebind }) => {
      rebind(PORTS.clock).toConstantValue({ now: () => halfPastMidnight });
    }),
  );
  [trip] = (await piraeusSantoriniTrips(harness.ferry)) as [Trip];
});
afterAll(async () => {
  await database?.destroy();
});

/** Places a one-passenger order for a passenger born on `day` (YYYY-MM-DD), at the price shown. */
async function placeForBirthDay(day: string) {
  const [year, month, date] = day.split('-');
  const filled = aFilledLeg(trip);
  const legs = [
    {
      ...filled,
      // A newborn travels as an infant: the type must match the birth date (decision 0050).
      passengers: filled.passengers.map((p) => ({
        ...p,
        passengerType: 'IN' as const,
        birthDate: `${date}/${month}/${year}`,
      })),
    },
  ];
  const price = await harness.services.priceCart.execute({ legs, receiveTicketsMethod: 'portPickup' });
  if (!price.ok) throw new Error(JSON.stringify(price.error));
  return harness.services.placeOrder.execute(
    anOrder({ legs, expectedFinalPrice: price.value.breakdown.finalPrice }),
  );
}

describe("PlaceOrder's today is Athens' today", () => {
  it('accepts a passenger born on Athens’ today at 00:30 Athens time, when UTC is still on the day before', async () => {
    expect(halfPastMidnight.toISOString().slice(0, 10)).toBe(addDays(athensToday, -1));
    const placed = await placeForBirthDay(athensToday);
    expect(placed.ok).toBe(true);
  });

  it('still refuses a birth date after Athens’ today', async () => {
    const placed = await placeForBirthDay(addDays(athensToday, 1));
    expect(!placed.ok && placed.error).toEqual({
      code: 'invalidPassengersForm',
      // A birth date in the future proves no infant's age either (decision 0050).
      fields: [
        { path: 'legs[0].passengers[0].passengerType', key: 'passengerTypeContradictsBirthDate' },
        { path: 'legs[0].passengers[0].birthDate', key: 'birthDateInFuture' },
      ],
    });
  });
});
