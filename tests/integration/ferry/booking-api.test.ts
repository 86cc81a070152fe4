import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatedFerryInventory } from '#adapters/ferry-upstream/simulated/simulated-ferry-inventory.ts';
import type { AuthorizeAgent } from '#application/ferry/authorize-agent.ts';
import { ferryServices, PARTS } from '#container';
import { LOCALE_CODES } from '#domain/i18n/locales.ts';
import { staff } from '#web/api/booking/booking-callers.ts';
import { BOOKING_ENDPOINTS } from '#web/api/booking/booking-endpoints.ts';
import {
  EXAMPLE_CHANGE_CODE,
  EXAMPLE_CLAIM_CODE,
  EXAMPLE_ORDER_CODE,
  EXAMPLE_RESELLER_USER_ID,
  EXAMPLE_TICKET_NUMBER,
} from '#web/api/booking/booking-examples.ts';
import { createBookingRouter } from '#web/api/booking/booking-router.ts';
import { bookingOpenApi } from '#web/api/booking/openapi.ts';
import { ORDER_ENDPOINTS } from '#web/api/booking/order-endpoints.ts';
import { WEBHOOK_ENDPOINTS } from '#web/api/booking/webhook-endpoints.ts';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { mismatches, sendExample, swapped } from '../../support/endpoint-examples.ts';
import { openApiValidator } from '../../support/openapi-validator.ts';
import { testContainer } from '../../support/test-container.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { nextMonthDay, summerDay, testDay } from '../../support/test-today.ts';

const TIMEOUT_MS = 400;
/**
 * Stands in for the bearer-token check (real tokens and scopes are exercised by the HTTP contract test and
 * the composed server test): these tests are about what the booking API answers an agent.
 */
const AGENT_TOKEN = 'agent.test.token';
const AGENT = `Bearer ${AGENT_TOKEN}`;
const STAFF_TOKEN = 'staff.test.token';
const STAFF = `Bearer ${STAFF_TOKEN}`;
const access = (token: string | undefined, allowed: boolean) =>
  allowed ? ('allowed' as const) : token ? ('forbidden' as const) : ('unauthenticated' as const);
const agentCheck = {
  execute: async ({ token }: { token: string | undefined }) => access(token, token === AGENT_TOKEN),
  mayReadReseller: async ({ token, userId }: { token: string | undefined; userId: number }) =>
    access(token, token === AGENT_TOKEN || token === `reseller.${userId}.token`),
  mayActAsStaff: async ({ token }: { token: string | undefined }) => access(token, token === STAFF_TOKEN),
} as unknown as AuthorizeAgent;
let database: TestDatabase;
let app: express.Express;
let upstreams: SimulatedFerryInventory[];

beforeAll(async () => {
  database = await createTestDatabase();
  const { container } = testContainer(database.knex, { FERRY_UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) });
  upstreams = container.get(PARTS.simulatedNetwork).upstreams;
  const services = ferryServices(container);
  await database.knex('resellers').insert([
    {
      user_id: EXAMPLE_RESELLER_USER_ID,
      company_name: 'Aegean Travel',
      contact_email: 'desk@aegean-travel.example',
      credit_limit: 500_000,
      credit_used: 120_050,
    },
    {
      user_id: 1002,
      company_name: 'Dormant Tours',
      contact_email: 'info@dormant.example',
      credit_limit: 100_000,
      credit_used: 0,
      active: false,
    },
  ]);
  app = express();
  app.use('/booking', createBookingRouter(services, { agents: agentCheck }));
});
afterAll(async () => {
  await database?.destroy();
});

/** High season (July), when Seajets sails too. */
const summer = summerDay;
/** The next 15 December still ahead: the winter timetable, without a direct Mykonos → Naxos ship. */
const midDecember = () => nextMonthDay('12-15');
const search = (date: string, extra: object = {}) => ({
  typeOfTrip: 'oneWay',
  legs: [{ departurePort: 'PIR', destinationPort: 'JTR', departureDate: date }],
  accommodations: { passengers: 2, vehicles: 0, pets: 0 },
  ...extra,
});

describe('POST /booking/results', () => {
  it('returns Piraeus–Santorini sailings of at least three companies, priced in cents, on any date of the next year', async () => {
    for (const days of [3, 45, 120, 200, 300, 360]) {
      const res = await request(app)
        .post('/booking/results?lang=en')
        .send(search(testDay(days)));
      expect(res.status).toBe(200);
      const trips = res.body.legs[0].trips as Array<{
        company: { code: string };
        deckAvailability: Array<{ lowestFare: number }>;
        seatAvailability: Array<{ lowestFare: number }>;
      }>;
      expect(new Set(trips.map((t) => t.company.code)).size, testDay(days)).toBeGreaterThanOrEqual(3);
      for (const trip of trips)
        for (const offer of [...trip.deckAvailability, ...trip.seatAvailability])
          expect(Number.isInteger(offer.lowestFare)).toBe(true);
    }
  });

  it('carries each sailing’s CO2 per passenger with its band, ship and year, or null, and sorts by the lowest', async () => {
    const res = await request(app)
      .post('/booking/results?lang=en')
      .send(search(summer(15), { sort: 'co2Ascending' }));
    expect(res.status).toBe(200);
    const trips = res.body.legs[0].trips as Array<{
      vesselName: string;
      co2: { grams: number; band: string; ship: string; year: number; flyingGrams: number | null } | null;
    }>;
    const blueStar = trips.find((trip) => trip.vesselName === 'Blue Star Delos');
    expect(blueStar?.co2).toMatchObject({ band: 'C', ship: 'BLUE STAR DELOS', year: 2022 });
    // Piraeus–Santorini is some 128 n miles by sea (237 km) at 236 g per passenger-km: about 56 kg.
    expect(blueStar?.co2?.grams).toBeGreaterThan(45_000);
    expect(blueStar?.co2?.grams).toBeLessThan(65_000);
    expect(blueStar?.co2?.flyingGrams).toBeGreaterThan(0);
    expect(trips.find((trip) => trip.vesselName === 'Dionisios Solomos')?.co2).toBeNull();
    const grams = trips.map((trip) => trip.co2?.grams ?? null);
    const known = grams.filter((value) => value !== null);
    expect(grams).toEqual([...[...known].sort((a, b) => a - b), ...grams.filter((value) => value === null)]);
  });

  it('keeps only the sailings with a wheelchair-accessible cabin when the filter asks (decision 0090)', async () => {
    type Answer = { vesselName: string; cabinAvailability: Array<{ code: string; accessible: boolean }> };
    const every = await request(app)
      .post('/booking/results?lang=en')
      .send(search(summer(15)));
    const filtered = await request(app)
      .post('/booking/results?lang=en')
      .send(search(summer(15), { filters: { accessibleCabins: true } }));
    expect(filtered.status).toBe(200);
    const all = every.body.legs[0].trips as Answer[];
    const kept = filtered.body.legs[0].trips as Answer[];
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(all.length);
    expect(new Set(kept.map((trip) => trip.vesselName))).toEqual(new Set(['Blue Star Delos']));
    for (const trip of kept)
      expect(trip.cabinAvailability.filter((cabin) => cabin.accessible).map((cabin) => cabin.code)).toEqual([
        'A2',
      ]);
  });

  it('answers a one-way search without a direct ship with connections: legs, waits and the total of their fares', async () => {
    const res = await request(app)
      .post('/booking/results?lang=en')
      .send({
        ...search(''),
        legs: [{ departurePort: 'JMK', destinationPort: 'JNX', departureDate: midDecember() }],
      });
    expect(res.status).toBe(200);
    expect(res.body.legs[0].trips).toEqual([]);
    expect(res.body.connections.length).toBeGreaterThan(0);
    for (const connection of res.body.connections) {
      const { legs, changes } = connection;
      expect([legs[0].from, legs.at(-1).to]).toEqual(['JMK', 'JNX']);
      expect(changes.map((change: { port: string }) => change.port)).toEqual(
        legs.slice(1).map((l: { from: string }) => l.from),
      );
      expect(connection.departure).toBe(legs[0].departureDatetime);
      expect(connection.arrival).toBe(legs.at(-1).arrivalDatetime);
      expect(Number.isInteger(connection.totalFare)).toBe(true);
      // Each leg its CO2 or null; the journey's the legs' sum only when every leg has one (decision 0085).
      const grams = legs.map((leg: { co2: { grams: number } | null }) => leg.co2?.grams ?? null);
      expect(legs.every((leg: object) => 'co2' in leg)).toBe(true);
      expect(connection.totalCo2Grams).toBe(
        grams.includes(null) ? null : grams.reduce((sum: number, leg: number) => sum + leg, 0),
      );
    }
    expect(
      res.body.connections.some((it: { totalCo2Grams: number | null }) => it.totalCo2Grams !== null),
    ).toBe(true);
    const roundTrip = await request(app)
      .post('/booking/results?lang=en')
      .send({ ...search(summer(15)), typeOfTrip: 'roundTrip', returnDate: summer(18) });
    expect(roundTrip.body.connections).toEqual([]);
  });

  it('shows a sailing sold by two systems once, at the cheaper fare, with both offers', async () => {
    const res = await request(app)
      .post('/booking/results')
      .send(search(summer(15)));
    const blueStar = res.body.legs[0].trips.find(
      (t: { company: { code: string } }) => t.company.code === 'BSF',
    );
    expect(blueStar.offers.map((o: { agentName: string }) => o.agentName).sort()).toEqual([
      'attica-direct',
      'ferryhub',
    ]);
    expect(blueStar.agentName).toBe(blueStar.offers[0].agentName);
  });

  it('answers within the timeout when an upstream hangs, with the others’ sailings and a notice', async () => {
    const hub = upstreams.find((u) => u.agentName === 'ferryhub')!;
    hub.faults.configure({ timeoutRate: 1, hangMs: 10_000 });
    try {
      const started = Date.now();
      const res = await request(app)
        .post('/booking/results')
        .send(search(summer(16)));
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 300);
      expect(res.status).toBe(200);
      expect(res.body.partial).toBe(true);
      expect(res.body.notices).toEqual([
        { code: 'upstreamUnavailable', agentName: 'ferryhub', reason: 'timeout' },
      ]);
      const companies = new Set(
        res.body.legs[0].trips.map((t: { company: { code: string } }) => t.company.code),
      );
      expect(companies.has('BSF') && companies.has('SJ')).toBe(true);
    } finally {
      hub.faults.configure({ timeoutRate: 0 });
    }
  });

  it('refuses bad input with a 400 and localized field errors, never a 500', async () => {
    const res = await request(app)
      .post('/booking/results?lang=en')
      .send({
        typeOfTrip: 'oneWay',
        legs: [{ departurePort: '', destinationPort: 'JTR', departureDate: 'tomorrow' }],
        accommodations: { passengers: 0, vehicles: 3, pets: 0 },
      });
    expect(res.status).toBe(400);
    const fields = Object.fromEntries(
      res.body.error.fields.map((f: { path: string; message: string }) => [f.path, f.message]),
    );
    expect(fields['legs[0].departurePort']).toBe('Choose departure port');
    expect(fields['legs[0].departureDate']).toBeDefined();
    expect(fields['accommodations.passengers']).toBeDefined();
    const greek = await request(app).post('/booking/getDestinations').send({});
    expect(greek.status).toBe(400);
    expect(greek.body.error.fields[0].message).toBe('Επιλέξτε λιμάνι αναχώρησης');
    const garbage = await request(app)
      .post('/booking/pricing')
      .set('content-type', 'application/json')
      .send('{"legs": [');
    expect(garbage.status).toBe(400);
    const badLang = await request(app).get('/booking/getPorts?lang=xx');
    expect(badLang.status).toBe(400);
    const wrongTypes = await request(app)
      .post('/booking/pricing')
      .send({ legs: [{ agentName: 5, tripId: [], passengers: 'x' }] });
    expect(wrongTypes.status).toBe(400);
    const unknownService = await request(app)
      .post('/booking/results?lang=en')
      .send(search(summer(15), { filters: { services: ['wifi', 'pool'] } }));
    expect(unknownService.status).toBe(400);
    expect(unknownService.body.error.fields).toMatchObject([
      { path: 'filters.services[1]', key: 'invalidChoice' },
    ]);
  });
});

describe('booking POSTs with an Idempotency-Key', () => {
  const hold = (date: string) => ({
    legs: [
      {
        agentName: 'attica-direct',
        tripId: `BSF1-O-${date.replaceAll('-', '')}-0725-PIR-JTR`,
        passengers: [{ passengerType: 'AD', accommodationType: 'DECK' }],
      },
    ],
  });

  it('replays the first answer for the same key and body, and refuses another body with 422', async () => {
    const date = testDay(50);
    const first = await request(app)
      .post('/booking/optional-booking')
      .set('Authorization', AGENT)
      .set('Idempotency-Key', 'k-1')
      .send(hold(date));
    expect(first.status).toBe(200);
    const again = await request(app)
      .post('/booking/optional-booking')
      .set('Authorization', AGENT)
      .set('Idempotency-Key', 'k-1')
      .send(hold(date));
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.bookings[0].orderCode).toBe(first.body.bookings[0].orderCode);
    const other = await request(app)
      .post('/booking/optional-booking')
      .set('Authorization', AGENT)
      .set('Idempotency-Key', 'k-1')
      .send(hold(testDay(51)));
    expect(other.status).toBe(422);
  });
});

describe('raw booking calls', () => {
  it.each([
    ['post', '/optional-booking'],
    ['post', '/insert-booking'],
    ['post', '/finalize-booking'],
    ['post', '/failed-booking'],
    ['post', '/cancel-booking'],
    ['post', '/voucher'],
    ['get', '/retrieve-booking'],
  ] as const)(
    '%s %s answers 401 without a token and 403 to a token without an agent permission',
    async (method, path) => {
      const anonymous = await request(app)
        [method](`/booking${path}?lang=en`)
        .send({ orderCode: EXAMPLE_ORDER_CODE });
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers['www-authenticate']).toBe('Bearer');
      expect(anonymous.body.error.message).toBe(MESSAGES.en.signInRequired);
      const traveller = await request(app)
        [method](`/booking${path}?lang=de`)
        .set('Authorization', 'Bearer someone.else.token')
        .send({ orderCode: EXAMPLE_ORDER_CODE });
      expect(traveller.status).toBe(403);
      expect(traveller.body.error.message).toBe(MESSAGES.de.agentOnly);
    },
  );
});

describe('GET /booking/reseller-details', () => {
  it('is only for that reseller’s own user, agents and staff', async () => {
    const path = `/booking/reseller-details?user_id=${EXAMPLE_RESELLER_USER_ID}&lang=en`;
    expect((await request(app).get(path)).status).toBe(401);
    expect((await request(app).get(path).set('Authorization', 'Bearer reseller.1002.token')).status).toBe(
      403,
    );
    const own = await request(app)
      .get(path)
      .set('Authorization', `Bearer reseller.${EXAMPLE_RESELLER_USER_ID}.token`);
    expect(own.status).toBe(200);
    expect(own.body.reseller.userId).toBe(EXAMPLE_RESELLER_USER_ID);
  });

  it('gives a reseller’s account with the credit left, in cents', async () => {
    const res = await request(app)
      .get(`/booking/reseller-details?user_id=${EXAMPLE_RESELLER_USER_ID}`)
      .set('Authorization', AGENT);
    expect(res.status).toBe(200);
    expect(res.body.reseller).toEqual({
      userId: EXAMPLE_RESELLER_USER_ID,
      companyName: 'Aegean Travel',
      contactEmail: 'desk@aegean-travel.example',
      creditLimit: 500_000,
      creditUsed: 120_050,
      availableCredit: 379_950,
      active: true,
    });
    const dormant = await request(app)
      .get('/booking/reseller-details?user_id=1002')
      .set('Authorization', AGENT);
    expect(dormant.body.reseller).toMatchObject({ active: false, availableCredit: 0 });
  });

  it('answers 404 for an unknown reseller, in the caller’s language', async () => {
    const res = await request(app)
      .get('/booking/reseller-details?user_id=999999&lang=de')
      .set('Authorization', AGENT);
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({
      code: 'resellerNotFound',
      key: 'resellerNotFound',
      message: 'Dieses Wiederverkäuferkonto wurde nicht gefunden',
    });
  });

  it('refuses a missing or malformed user id with a 400 field error', async () => {
    for (const query of [
      '',
      '?user_id=abc',
      '?user_id=-4',
      '?user_id=0',
      '?user_id=1.5',
      '?user_id=99999999999',
    ]) {
      const res = await request(app)
        .get(`/booking/reseller-details${query}${query ? '&' : '?'}lang=en`)
        .set('Authorization', AGENT);
      expect(res.status, query).toBe(400);
      expect(res.body.error.fields[0].path, query).toBe('user_id');
    }
    const missing = await request(app).get('/booking/reseller-details?lang=fr').set('Authorization', AGENT);
    expect(missing.body.error.fields[0].message).toBe('Ce champ est obligatoire');
    const bad = await request(app)
      .get('/booking/reseller-details?user_id=abc&lang=it')
      .set('Authorization', AGENT);
    expect(bad.body.error.fields[0].message).toBe('Inserisci un numero valido');
  });
});

describe('API messages', () => {
  it.each(LOCALE_CODES)('come from the site’s ICU messages in %s', async (lang) => {
    const company = await request(app)
      .post(`/booking/company-details?lang=${lang}`)
      .send({ company_code: 'NOPE' });
    expect(company.status).toBe(404);
    expect(company.body.error.message.startsWith(MESSAGES[lang].companyNotFound)).toBe(true);
    const field = await request(app).post(`/booking/getDestinations?lang=${lang}`).send({ origin: 'P1' });
    expect(field.body.error.fields[0].message).toBe(MESSAGES[lang].invalidPortCode);
  });
});

describe('the OpenAPI 3.1 document', () => {
  it('is served, generated from the endpoints, with every request body described and every caller stated', async () => {
    const served = await request(app).get('/booking/openapi.json');
    expect(served.body).toEqual(JSON.parse(JSON.stringify(bookingOpenApi)));
    const operations = Object.values(served.body.paths).flatMap((item) => Object.values(item as object));
    expect(operations).toHaveLength(
      BOOKING_ENDPOINTS.length + ORDER_ENDPOINTS.length + WEBHOOK_ENDPOINTS.length,
    );
    for (const operation of operations) {
      expect(operation.security, operation.operationId).toBeInstanceOf(Array);
      const body = operation.requestBody?.content['application/json'];
      if (body) {
        expect(bareObjects(body.schema), operation.operationId).toEqual([]);
        expect(Object.keys(body.examples).length, operation.operationId).toBeGreaterThan(0);
      }
    }
    const placeOrder = served.body.paths['/orders'].post.requestBody.content['application/json'].schema;
    for (const section of ['leader', 'payment', 'invoice'])
      expect(Object.keys(placeOrder.properties[section].properties).length, section).toBeGreaterThan(3);
    expect(served.body.paths['/optional-booking'].post.security).toEqual([{ bearer: [] }]);
  });

  it('answers every example of every booking endpoint as it documents', async () => {
    const contract = openApiValidator(JSON.parse(JSON.stringify(bookingOpenApi)));
    // The booking's life in order: a hold first, whose code the later calls use; the failed booking last,
    // on a hold of its own.
    const lifecycle = [
      'getPorts',
      'countries',
      'companyDetails',
      'getDestinations',
      'getOrigins',
      'getDates',
      'results',
      'pricing',
      'loyaltyValidation',
      'manValidation',
      'resellerDetails',
      'optionalBooking',
      'insertBooking',
      'finalizeBooking',
      'retrieveBooking',
      'voucher',
      'submitClaim',
      'retrieveClaim',
      'quoteChange',
      'holdChange',
      'confirmChange',
      'holdChange',
      'releaseChange',
      'cancelLeg',
      'cancelBooking',
      'optionalBooking',
      'failedBooking',
      'disruptions',
      'sailingStatus',
      'causeDisruption',
    ];
    expect(new Set(lifecycle)).toEqual(new Set(BOOKING_ENDPOINTS.map((e) => e.operationId)));
    let orderCode = EXAMPLE_ORDER_CODE;
    let ticketNumber = EXAMPLE_TICKET_NUMBER;
    let claimCode = EXAMPLE_CLAIM_CODE;
    let changeCode = EXAMPLE_CHANGE_CODE;
    for (const operationId of lifecycle) {
      const endpoint = BOOKING_ENDPOINTS.find((e) => e.operationId === operationId)!;
      for (const example of endpoint.examples) {
        const res = await sendExample(app, '/booking', endpoint, example, {
          authorization:
            endpoint.caller === staff ? STAFF : endpoint.caller.security.length > 0 ? AGENT : undefined,
          swap: (value) =>
            (
              [
                [EXAMPLE_ORDER_CODE, orderCode],
                [EXAMPLE_TICKET_NUMBER, ticketNumber],
                [EXAMPLE_CLAIM_CODE, claimCode],
                [EXAMPLE_CHANGE_CODE, changeCode],
              ] as const
            ).reduce((swapping, [example, made]) => swapped(swapping, example, made), value),
        });
        expect(mismatches(contract, endpoint, example, res), `${operationId}: ${example.summary}`).toEqual(
          [],
        );
        if (operationId === 'optionalBooking') orderCode = res.body.bookings[0].orderCode;
        if (operationId === 'finalizeBooking') ticketNumber = res.body.booking.tickets[0].ticketNumber;
        if (operationId === 'submitClaim') claimCode = res.body.claim.claimCode;
        if (operationId === 'holdChange') changeCode = res.body.change.changeCode;
      }
    }
  });
});

/** The paths of object schemas that name none of their properties: a body a client could not know. */
function bareObjects(schema: unknown, path = ''): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Record<string, unknown>;
  const own = node.type === 'object' && !node.properties ? [path || '/'] : [];
  return [...own, ...Object.entries(node).flatMap(([key, value]) => bareObjects(value, `${path}/${key}`))];
}

describe('POST /booking/submit-claim of care (decision 0089)', () => {
  it('refuses a care claim without its expenses with 400, field by field in the caller’s language', async () => {
    const res = await request(app)
      .post('/booking/submit-claim?lang=de')
      .set('Authorization', AGENT)
      .send({
        kind: 'care',
        claimKey: 'KY:0:delay-1:care',
        orderCode: 'ZZNOSUCHCODE',
        tripId: 'BSF1-O-20270715-0725-PIR-JTR',
        claimant: { firstName: 'Eleni', lastName: 'Karra', email: 'eleni@example.com' },
        ticketNumbers: ['T1'],
        amount: 1_500,
      });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([
      expect.objectContaining({ path: 'care', key: 'fieldRequired', message: MESSAGES.de.fieldRequired }),
    ]);
  });
});

describe('POST /booking/disruptions', () => {
  const body = { agentName: 'attica-direct', tripId: 'BSF1-O-20270715-0725-PIR-JTR', kind: 'cancelled' };

  it('is for staff alone: an agent’s token is refused with 403, none with 401', async () => {
    const asAgent = await request(app).post('/booking/disruptions').set('Authorization', AGENT).send(body);
    expect(asAgent.status).toBe(403);
    expect(asAgent.body.error.code).toBe('staffOnly');
    expect((await request(app).post('/booking/disruptions').send(body)).status).toBe(401);
  });

  it('refuses a delay without its minutes, field by field', async () => {
    const res = await request(app)
      .post('/booking/disruptions')
      .set('Authorization', STAFF)
      .send({ ...body, kind: 'delayed' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.map((field: { path: string }) => field.path)).toEqual(['delayMinutes']);
  });
});
