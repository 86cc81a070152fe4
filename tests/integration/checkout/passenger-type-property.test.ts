import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { needsProofNumber } from '#domain/booking/fare-proof.ts';
import type { Passenger, PassengerType } from '#domain/booking/passenger.ts';
import { ageOn, typeFitsAge } from '#domain/booking/passenger-age.ts';
import type { Trip } from '#domain/trips/trip.ts';
import {
  aFilledLeg,
  anOrder,
  checkoutHarness,
  piraeusSantoriniTrips,
} from '../../support/checkout-harness.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;
let trips: Trip[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  harness = checkoutHarness(database.knex, { maxUnpaidPlacesPerSailing: 1000 });
  trips = await piraeusSantoriniTrips(harness.ferry, 50);
});
afterAll(async () => {
  await database?.destroy();
});

const dayMonthYear = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * A passenger declared as `type`, born `daysBefore` the sailing, on one leg of `trip`, with whatever else
 * they claim (a discount, a card number).
 */
function legOf(trip: Trip, type: PassengerType, daysBefore: number, claims: Partial<Passenger> = {}) {
  const travel = trip.departureDatetime.slice(0, 10);
  const born = new Date(Date.parse(`${travel}T00:00:00Z`) - daysBefore * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const leg = aFilledLeg(trip);
  return {
    leg: {
      ...leg,
      passengers: [{ ...leg.passengers[0]!, ...claims, passengerType: type, birthDate: dayMonthYear(born) }],
    },
    age: ageOn(born, travel),
  };
}

async function priceOf(legs: ReturnType<typeof legOf>['leg'][]) {
  const price = await harness.services.priceCart.execute({ legs, receiveTicketsMethod: 'portPickup' });
  if (!price.ok) throw new Error(JSON.stringify(price.error));
  return price.value.breakdown.finalPrice;
}

describe('a declared passenger type', () => {
  it('never buys a cheaper ticket than an adult’s unless the birth date on the day of travel makes it so', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<PassengerType>('AD', 'IN', 'CH', 'SE'),
        // From about 100 days to 90 years before the sailing (never a birth date in the future).
        fc.integer({ min: 100, max: 90 * 365 }),
        fc.nat({ max: trips.length - 1 }),
        async (type, daysBefore, pick) => {
          const trip = trips[pick]!;
          const { leg, age } = legOf(trip, type, daysBefore);
          const adult = await priceOf([
            { ...leg, passengers: [{ ...leg.passengers[0]!, passengerType: 'AD' }] },
          ]);
          const declared = await priceOf([leg]);
          const placed = await harness.services.placeOrder.execute(
            anOrder({ legs: [leg], expectedFinalPrice: declared }),
          );
          if (placed.ok) {
            if (placed.value.order.breakdown.finalPrice < adult) expect(typeFitsAge(type, age)).toBe(true);
          } else {
            expect('fields' in placed.error && placed.error.fields).toContainEqual({
              path: 'legs[0].passengers[0].passengerType',
              key: 'passengerTypeContradictsBirthDate',
            });
            expect(typeFitsAge(type, age)).toBe(false);
          }
        },
      ),
      { numRuns: 40, seed: 33 },
    );
  });

  it('never buys a cheaper ticket than an adult’s on a student, disability or large-family claim without its card number', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<PassengerType>('AD', 'ST', 'DI'),
        fc.constantFrom(null, 'LF'),
        fc.constantFrom('', 'UOA20931'),
        fc.nat({ max: trips.length - 1 }),
        async (type, discountIdOrCode, proofNumber, pick) => {
          const { leg } = legOf(trips[pick]!, type, 30 * 365, { discountIdOrCode, proofNumber });
          const claimed = leg.passengers[0]!;
          const adult = await priceOf([
            {
              ...leg,
              passengers: [{ ...claimed, passengerType: 'AD', discountIdOrCode: null, proofNumber: '' }],
            },
          ]);
          const placed = await harness.services.placeOrder.execute(
            anOrder({ legs: [leg], expectedFinalPrice: proofNumber ? await priceOf([leg]) : adult }),
          );
          if (placed.ok) {
            if (placed.value.order.breakdown.finalPrice < adult) expect(proofNumber).not.toBe('');
            expect(placed.value.order.legs[0]!.booking.passengers[0]!.proofNumber).toBe(proofNumber);
          } else {
            expect('fields' in placed.error && placed.error.fields).toEqual([
              { path: 'legs[0].passengers[0].proofNumber', key: 'proofNumberRequired' },
            ]);
            expect(needsProofNumber(claimed) && proofNumber === '').toBe(true);
          }
        },
      ),
      { numRuns: 24, seed: 33 },
    );
  });

  it('refuses an adult born in 1985 declared as an infant, naming the passenger field', async () => {
    const { leg } = legOf(trips[0]!, 'IN', 41 * 365);
    const placed = await harness.services.placeOrder.execute(
      anOrder({ legs: [leg], expectedFinalPrice: await priceOf([leg]) }),
    );
    expect(placed).toEqual({
      ok: false,
      error: {
        code: 'invalidPassengersForm',
        fields: [{ path: 'legs[0].passengers[0].passengerType', key: 'passengerTypeContradictsBirthDate' }],
      },
    });
  });
});
