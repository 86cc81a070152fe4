import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FerryGatewayInventory } from '#adapters/ferry-gateway/ferry-gateway-inventory.ts';
import { bookingAnswer, priceAnswer } from '#adapters/ferry-gateway/fgw-answers.ts';
import { contactDetails, legSailing, travellers } from '#adapters/ferry-gateway/fgw-requests.ts';
import { sailingRefOf } from '#adapters/ferry-gateway/fgw-trip-id.ts';
import { readMessage } from '#adapters/ferry-gateway/fgw-xml.ts';
import { createSimulatedNetwork } from '#adapters/ferry-upstream/simulated/simulated-network.ts';
import type { LegRequest } from '#application/ports/ferry-booking-requests.ts';
import { UpstreamFailure } from '#application/ports/ferry-inventory.ts';
import { PORTS } from '#container';
import {
  FAMILY_LEADER,
  FAMILY_PLATE,
  familyDetails,
  familyLeg,
  familySailing,
} from '../support/family-cart.ts';
import { pairsWithoutSailings } from '../support/ferry-gateway/fgw-server-search.ts';
import { LocalFerryGateway } from '../support/ferry-gateway/local-ferry-gateway.ts';
import { testContainer } from '../support/test-container.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { summerDay, testClock } from '../support/test-today.ts';
import { bookingNeedsContract } from './booking-needs.contract.ts';
import { familyCartContract } from './family-cart.contract.ts';
import { ferryInventoryContract, valueIn } from './ferry-inventory.contract.ts';

let database: TestDatabase;
let gateway: LocalFerryGateway;
let inventory: FerryGatewayInventory;
let baseUrl: string;

const CREDENTIALS = { clientId: 'kyma-agency', clientSecret: 'local-secret' };
/** The gateway's and the adapter's one clock, on the test "today". */
const clock = testClock();

function adapter(overrides: Partial<ConstructorParameters<typeof FerryGatewayInventory>[0]> = {}) {
  return new FerryGatewayInventory({
    name: 'ferrygateway',
    baseUrl,
    ...CREDENTIALS,
    operators: ['BSF', 'SF'],
    attemptTimeoutMs: 5000,
    retries: 1,
    backoffMs: 10,
    breakerThreshold: 5,
    breakerCoolDownMs: 10_000,
    now: () => clock.now().getTime(),
    ...overrides,
  });
}

// The other side is the local FerryGateway server over the simulated Attica Group system (Blue Star and
// Superfast), checking every request and every one of its answers against the message schema.
beforeAll(async () => {
  database = await createTestDatabase();
  const network = createSimulatedNetwork({
    knex: database.knex,
    clock,
    holdMinutes: 20,
    systems: ['attica-direct'],
  });
  gateway = new LocalFerryGateway({
    system: network.upstreams[0]!,
    ...CREDENTIALS,
    now: () => clock.now(),
    tokenTtlMs: 15 * 60_000,
    checkAnswers: true,
    hangMs: 500,
  });
  baseUrl = await gateway.listen();
  inventory = adapter();
});
afterAll(async () => {
  await gateway?.close();
  await database?.destroy();
});

ferryInventoryContract('the FerryGateway adapter against the local FerryGateway server', () => inventory, {
  discountChecks: true,
  companyDetails: true,
});
bookingNeedsContract('the FerryGateway adapter against the local FerryGateway server', () => inventory);
familyCartContract('the FerryGateway adapter against the local FerryGateway server', () => inventory);

/** One adult on deck on the first sailing of a summer day's route (Patras–Ancona unless told). */
async function leg(route = { from: 'GPA', to: 'AOI' }, day = 10): Promise<LegRequest> {
  const [trip] = await inventory.searchTrips({
    ...route,
    date: summerDay(day),
    passengers: 1,
    vehicles: 0,
    pets: 0,
  });
  expect(trip, `a ${route.from} → ${route.to} sailing`).toBeDefined();
  const passenger = {
    passengerType: 'AD' as const,
    accommodationType: trip!.deckAvailability[0]!.code,
    accommodationRequestType: 'COMPLETE' as const,
  };
  return { tripId: trip!.tripId, passengers: [passenger], vehicles: [], pets: [] };
}

describe('FerryGateway adapter: what the standard adds', () => {
  it('lists the international routes with their ports named in every language', async () => {
    expect(await inventory.destinations('GPA')).toEqual(expect.arrayContaining(['AOI', 'IGO']));
    expect(await inventory.origins('BRI')).toContain('IGO');
    const ancona = (await inventory.ports()).find((port) => port.code === 'AOI');
    expect(ancona).toMatchObject({ countryCode: 'IT', names: { el: 'Ανκόνα' } });
  });

  it('prices and holds a small dog with its passenger, and reads it back from the booking', async () => {
    const withPet = { ...(await leg()), pets: [{ code: 'SMALL', passengerIndex: 0 }] };
    const [pricing] = valueIn(await inventory.price({ legs: [withPet] }));
    expect(pricing!.petPrices.items).toHaveLength(1);
    expect(pricing!.petPrices.total).toBeGreaterThan(0);
    const booking = valueIn(await inventory.hold({ legs: [withPet] }));
    expect(booking.legs[0]!.request.pets).toEqual([{ code: 'SMALL', passengerIndex: 0 }]);
    expect(booking.total).toBe(pricing!.tripTotal);
    valueIn(await inventory.failBooking(booking.orderCode));
  });

  it('refuses a cancellation whose charge changed between the quote and the cancel', async () => {
    const booking = valueIn(await inventory.hold({ legs: [await leg()] }));
    valueIn(await inventory.finalizeBooking(booking.orderCode));
    gateway.bookings.cancelChargeDrift = 500;
    try {
      const refused = await inventory.cancelBooking({ orderCode: booking.orderCode, confirm: true });
      expect(refused.ok ? 'cancelled' : refused.error.code).toBe('refundChanged');
    } finally {
      gateway.bookings.cancelChargeDrift = 0;
    }
    expect(valueIn(await inventory.retrieveBooking(booking.orderCode)).status).toBe('confirmed');
  });

  it('refuses a hold whose price token has lapsed, and takes no places for it', async () => {
    gateway.bookings.tokenTtlMs = 0;
    try {
      const refused = await inventory.hold({ legs: [await leg()] });
      expect(refused.ok ? 'held' : refused.error.code).toBe('bookingExpired');
    } finally {
      gateway.bookings.tokenTtlMs = 15 * 60_000;
    }
  });

  it('declares no capability FerryGateway 1.3.1 has no message for (decision 0121)', () => {
    expect(Object.keys(inventory.capabilities)).toEqual([]);
  });

  it('retries a read after a 503, and gives up on a malformed answer as the upstream failing', async () => {
    gateway.inject('GetRoutes', 'unavailable');
    expect((await adapter().ports()).length).toBeGreaterThan(0);
    gateway.inject('GetRoutes', 'garbage', 2);
    await expect(adapter().ports()).rejects.toMatchObject({ kind: 'malformedResponse' });
    gateway.inject('GetRoutes', 'otherCurrency', 2);
    await expect(adapter().ports()).rejects.toBeInstanceOf(UpstreamFailure);
  });

  it('never sends a booking twice: a Reservation that times out is not retried', async () => {
    const slow = adapter({ attemptTimeoutMs: 200 });
    const request = { legs: [await leg()] };
    const before = gateway.received.get('Reservation') ?? 0;
    gateway.inject('Reservation', 'hang');
    await expect(slow.hold(request)).rejects.toMatchObject({ kind: 'timeout' });
    expect(gateway.received.get('Reservation')).toBe(before + 1);
  });

  it("books a family's cart as the form fills it: birth dates, documents, a car with its plate, a dog", async () => {
    const cart = familyLeg(await familySailing(inventory, { from: 'GPA', to: 'AOI' }, summerDay(18)));
    const [pricing] = valueIn(await inventory.price({ legs: [cart] }));
    expect(pricing!.passengerPrices.items).toHaveLength(4);
    expect(pricing!.vehiclePrices.items).toHaveLength(1);
    expect(pricing!.petPrices.items).toHaveLength(1);
    const held = valueIn(await inventory.hold({ legs: [cart], leader: FAMILY_LEADER }));
    expect(held.total).toBe(pricing!.tripTotal);
    const details = { orderCode: held.orderCode, leader: FAMILY_LEADER, passengers: familyDetails() };
    expect(valueIn(await inventory.insertBooking(details)).status).toBe('inserted');
    const booked = valueIn(await inventory.finalizeBooking(held.orderCode));
    expect(booked.status).toBe('confirmed');
    expect(booked.tickets).toHaveLength(4);
    expect(booked.legs[0]!.request.vehicles[0]!.plateNumber).toBe(FAMILY_PLATE);

    // What the operator keeps: xs:date birth dates, the child's age on the day, the documents and the plate.
    const recalled = valueIn(
      await inventory.client.send(
        'RecallBooking',
        { BookingReference: { '@_Reference': held.orderCode } },
        bookingAnswer,
      ),
    );
    const kept = recalled.Passengers.Passenger as Array<Record<string, string | undefined>>;
    const facts = (p: Record<string, string | undefined>) => [
      p['@_Category'],
      p['@_DateOfBirth'],
      p['@_Age'],
      p['@_IdentityNumber'],
      p['@_PassengerNationality'],
    ];
    // Nationalities as the XSD's ICAO9303CountryType: three letters, Germany's D (checked on the way in).
    expect(kept.map(facts)).toEqual([
      ['Adult', '1980-04-12', undefined, 'AK1234567', 'GRC'],
      ['Adult', '1978-11-03', undefined, 'YA7654321', 'ITA'],
      ['Child', '2020-09-20', '6', 'YB1122334', 'ITA'],
      ['Infant', '2026-02-05', undefined, 'YC5566778', 'D'],
    ]);
    expect(recalled.Vehicles?.Vehicle[0]?.Lead['@_Registration']).toBe(FAMILY_PLATE);
  });

  it('takes "no sailings" for an answer: searches of pairs without sailings leave the sale open', async () => {
    const shop = adapter();
    const pairs = pairsWithoutSailings();
    expect(pairs.length).toBeGreaterThan(5);
    const asked = gateway.received.get('GetSailings') ?? 0;
    for (const [from, to] of pairs) {
      const query = { from, to, date: summerDay(10), passengers: 1, vehicles: 0, pets: 0 };
      expect(await shop.searchTrips(query), `${from} → ${to}`).toEqual([]);
    }
    // Each search was answered by the gateway, more of them than the breaker's threshold of 5.
    expect(gateway.received.get('GetSailings')).toBe(asked + pairs.length);
    expect(shop.client.http.breaker.state).toBe('closed');
    const sale = { legs: [await leg()] };
    expect(valueIn(await shop.price(sale))).toHaveLength(1);
    valueIn(await shop.failBooking(valueIn(await shop.hold(sale)).orderCode));
  });

  it('sent only requests the message schema accepts, and answered only such', () => {
    expect(gateway.requestFaults).toEqual([]);
    expect(gateway.answerFaults).toEqual([]);
  });
});

describe('FerryGateway in the composition', () => {
  it('is one more upstream, named ferrygateway, when FERRY_GATEWAY_URL is set', async () => {
    const { container } = testContainer(database.knex, {
      FERRY_UPSTREAMS: 'none',
      FERRY_GATEWAY_URL: baseUrl,
      FERRY_GATEWAY_CLIENT_ID: CREDENTIALS.clientId,
      FERRY_GATEWAY_CLIENT_SECRET: CREDENTIALS.clientSecret,
      FERRY_GATEWAY_OPERATORS: 'SF',
    });
    const upstreams = container.get(PORTS.ferryUpstreams);
    expect(upstreams.map((upstream) => upstream.agentName)).toEqual(['ferrygateway']);
    expect(await upstreams[0]!.destinations('IGO')).toEqual(['BRI']);
  });
});

describe('the local FerryGateway server', () => {
  it('books a price token once: a second Reservation on it is refused', async () => {
    const one = await leg({ from: 'IGO', to: 'BRI' }, 12);
    const sailings = { Sailings: { Sailing: [legSailing(one, 0, sailingRefOf(one.tripId)!)] } };
    const price = valueIn(
      await inventory.client.send(
        'GetPrice',
        { ...travellers([one]), FerryComponent: sailings },
        priceAnswer,
      ),
    );
    const reservation = {
      '@_Token': price['@_Token'],
      ...travellers([one]),
      ContactDetails: contactDetails(undefined),
      FerryComponent: { ...sailings, QuotedCost: price.FerryComponents.FerryComponent![0]!.Cost },
    };
    valueIn(await inventory.client.send('Reservation', reservation, bookingAnswer));
    const again = await inventory.client.send('Reservation', reservation, bookingAnswer);
    expect(again.ok ? 'held twice' : again.error).toMatchObject({
      code: 'invalidRequest',
      message: 'this token has booked already',
    });
  });

  it('answers a request the schema refuses with InvalidRequest, and records why', async () => {
    const before = gateway.requestFaults.length;
    const response = await fetch(`${baseUrl}/GetRoutes`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${CREDENTIALS.clientId}:${CREDENTIALS.clientSecret}`).toString('base64')}`,
      },
      body: '<GetRoutesRequest xmlns="http://schemas.ferrygateway.org/1.3.1" OperatorCode="SF"/>',
    });
    const answer = readMessage(await response.text()) as {
      GetRoutesResponse: { Messages: { Message: Array<Record<string, string>> } };
    };
    expect(answer.GetRoutesResponse.Messages.Message[0]).toMatchObject({
      '@_Code': 'InvalidRequest',
      '@_Severity': 'Fatal',
    });
    expect(gateway.requestFaults.slice(before)).toEqual(['GetRoutes: /GetRoutesRequest/Context is required']);
  });

  it('refuses a caller without the client secret', async () => {
    const response = await fetch(`${baseUrl}/GetRoutes`, { method: 'POST', body: '<x/>' });
    expect(response.status).toBe(401);
  });
});
