import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import type { Authenticate } from '#application/auth/authenticate.ts';
import type { LegBooking } from '#domain/booking/leg-booking.ts';
import { ok } from '#domain/shared/result.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { createBookingRouter, createOrderRouter } from '#web/api/booking/booking-router.ts';
import { bookingOpenApi } from '#web/api/booking/openapi.ts';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { legFollowingTheFlags } from '../../support/booking-needs.ts';
import { aLeader, cardPayment, checkoutHarness } from '../../support/checkout-harness.ts';
import { openApiValidator } from '../../support/openapi-validator.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { testDay } from '../../support/test-today.ts';

/** Anonymous callers: a traveller's client places orders without a token. */
const anonymous = { execute: async () => ok(null) } as unknown as Authenticate;

let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;
let app: express.Express;
const document = JSON.parse(JSON.stringify(bookingOpenApi));
const contract = openApiValidator(document);

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  harness = checkoutHarness(database.knex);
  app = express();
  app.use(
    '/booking',
    createOrderRouter({
      checkout: harness.services,
      runIdempotently: harness.ferry.runIdempotently,
      authenticate: anonymous,
      resellers: harness.ferry.getResellerDetails,
    }),
  );
  app.use('/booking', createBookingRouter(harness.ferry));
});
afterAll(async () => {
  await database?.destroy();
});

/** The sailings Piraeus → Santorini a month ahead, as `POST /booking/results` answers them. */
async function searched(): Promise<Trip[]> {
  const res = await request(app)
    .post('/booking/results?lang=en')
    .send({
      typeOfTrip: 'oneWay',
      legs: [{ departurePort: 'PIR', destinationPort: 'JTR', departureDate: testDay(30) }],
      accommodations: { passengers: 1, vehicles: 0, pets: 0 },
    });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const trips = res.body.legs[0].trips as Trip[];
  expect(trips.length).toBeGreaterThan(0);
  return trips;
}

/** `POST /booking/orders` as a client sends it, at the price the cart costs now. */
async function placeOrder(leg: LegBooking, email: string) {
  const legs = [leg];
  const price = await harness.services.priceCart.execute({ legs, receiveTicketsMethod: 'portPickup' });
  if (!price.ok) throw new Error(JSON.stringify(price.error));
  return request(app)
    .post('/booking/orders?lang=en')
    .send({
      locale: 'en',
      legs,
      leader: aLeader({ email }),
      payment: cardPayment(),
      invoice: null,
      couponCode: '',
      expectedFinalPrice: price.value.breakdown.finalPrice,
    });
}

describe('booking needs through the booking API (issue #47 item 4)', () => {
  it('places an order for a client that gives each passenger only what the sailing’s flags ask for', async () => {
    const [first, second] = await searched();
    for (const [index, trip] of [first!, second ?? first!].entries()) {
      const res = await placeOrder(legFollowingTheFlags(trip), `flags-${index}@example.com`);
      expect(res.status, `${trip.id}: ${JSON.stringify(res.body)}`).toBe(201);
      expect(contract.answer('post', '/orders', 201, res.body)).toEqual([]);
    }
  });

  it('refuses a passenger without a flagged detail with the code spelt invalidPassengersForm', async () => {
    const [trip] = await searched();
    expect(trip!.bookingValidation.birthDateRequired).toBe(true);
    const leg = legFollowingTheFlags(trip!);
    const res = await placeOrder(
      { ...leg, passengers: [{ ...leg.passengers[0]!, birthDate: '' }] },
      'no-birth-date@example.com',
    );
    expect(res.status).toBe(400);
    expect(contract.answer('post', '/orders', 400, res.body)).toEqual([]);
    expect(res.body.error).toMatchObject({
      code: 'invalidPassengersForm',
      key: 'invalidPassengersForm',
      message: MESSAGES.en.invalidPassengersForm,
    });
    expect(res.body.error.fields).toContainEqual(
      expect.objectContaining({ path: 'legs[0].passengers[0].birthDate', key: 'fieldRequired' }),
    );
    expect(JSON.stringify(res.body)).not.toContain('invalidPassangersForm');
  });

  it('names the old spelling in the OpenAPI document as a deprecated alias of the new code', () => {
    const code = document.components.schemas.Error.properties.error.properties.code;
    expect(code.description).toContain('`invalidPassangersForm` (deprecated alias');
    expect(code.description).toContain('`invalidPassengersForm`');
  });
});
