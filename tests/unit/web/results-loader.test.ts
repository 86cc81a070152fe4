import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AppServices } from '#application/app-services.ts';
import type { SearchFaresOutput } from '#application/search/search-fares.ts';
import { ok } from '#domain/shared/result.ts';
import { requestContext } from '#web/app/request-context.ts';
import { loader, shouldRevalidate } from '#web/app/routes/results.tsx';
import { unpackPorts } from '#web/app/search/packed-ports.ts';
import { summerDay, testClock } from '../../support/test-today.ts';
import { aTrip } from '../domain/support/builders.ts';

const PORTS = [
  { code: 'PIR', name: 'Piraeus', localName: 'Πειραιάς', englishName: 'Piraeus' },
  { code: 'JTR', name: 'Santorini (Thira)', localName: 'Σαντορίνη (Θήρα)', englishName: 'Santorini (Thira)' },
].map((port) => ({ ...port, countryCode: 'GR', area: 'Cyclades', island: true, latitude: 0, longitude: 0 }));

/** A day well ahead of the test "today", so the search is never refused as past. */
const DAY = summerDay(1);

function servicesAnswering(output: SearchFaresOutput) {
  const searchFares = vi.fn(async () => output);
  const listDepartureDates = vi.fn(async (input: { from: string; days: number }) =>
    ok([{ date: input.from, departures: 2, lowestFare: 3550 }]),
  );
  const recordMarketingEvent = vi.fn(async () => 'queued' as const);
  const services = {
    clock: testClock(),
    recordMarketingEvent: { execute: recordMarketingEvent },
    contentSite: { companyLogos: async () => ({}) },
    disruptions: { listTripDisruptions: { execute: async () => ({}) } },
    ferry: {
      listPorts: { execute: async () => ok(PORTS) },
      searchFares: { execute: searchFares },
      searchConnections: { execute: async () => ({ itineraries: [], partial: false }) },
      listDepartureDates: { execute: listDepartureDates },
    },
  } as unknown as AppServices;
  return { services, searchFares, listDepartureDates, recordMarketingEvent };
}

function load(url: string, services: AppServices, consent: { marketing: boolean } | null = null) {
  const context = new RouterContextProvider();
  context.set(requestContext, {
    services,
    cspNonce: 'n',
    bookingPartnerUserId: 0,
    publicUrl: 'http://kyma.test',
    clientIp: '127.0.0.1',
    consent,
    queueDashboardPath: null,
    sandboxPayments: false,
    requestLog: () => undefined,
  });
  const headers = { 'User-Agent': 'Mozilla/5.0 (test)' };
  return loader({
    request: new Request(`http://kyma.test${url}`, { headers }),
    context,
    params: {},
  } as never);
}

const partialAnswer: SearchFaresOutput = {
  legs: [
    {
      leg: { departurePort: 'PIR', destinationPort: 'JTR', departureDate: DAY },
      trips: [aTrip()],
      companies: ['BLS'],
    },
  ],
  notices: [{ code: 'upstreamUnavailable', agentName: 'attica-direct', reason: 'timeout' }],
  partial: true,
  cached: false,
};

/** Both legs of a multi-trip search, a sailing each, each from 39 € (the builder's cheapest seat). */
const twoLegs: SearchFaresOutput = {
  legs: [
    {
      leg: { departurePort: 'PIR', destinationPort: 'JTR', departureDate: DAY },
      trips: [aTrip()],
      companies: [],
    },
    {
      leg: { departurePort: 'JTR', destinationPort: 'PIR', departureDate: DAY },
      trips: [aTrip({ id: 'sim:T2', tripId: 'T2', from: 'JTR', to: 'PIR' })],
      companies: [],
    },
  ],
  notices: [],
  partial: false,
  cached: false,
};

describe('results loader', () => {
  it('finds the sailings of a chosen connection again on their legs, with the total the card showed', async () => {
    const { services } = servicesAnswering(twoLegs);
    const legs = `from=PIR&to=JTR&date=${DAY}&from=JTR&to=PIR&date=${DAY}`;
    const chosen = (answer: unknown) => (answer as { chosenConnection: unknown }).chosenConnection;
    const ready = await load(`/en/results?${legs}&sailing=sim:T1&sailing=sim:T2&shown=7800`, services);
    expect(chosen(ready)).toMatchObject({ kind: 'ready', trips: [{ id: 'sim:T1' }, { id: 'sim:T2' }] });
    const dearer = await load(`/en/results?${legs}&sailing=sim:T1&sailing=sim:T2&shown=7000`, services);
    expect(chosen(dearer)).toMatchObject({ kind: 'priceChanged', shownFare: 7000, fare: 7800 });
    expect(chosen(await load(`/en/results?${legs}&sailing=sim:T1&sailing=sim:X`, services))).toEqual({
      kind: 'gone',
    });
    expect(chosen(await load(`/en/results?${legs}`, services))).toBeNull();
  });

  it('hands the search to marketing with the visitor consent, page and browser', async () => {
    const { services, recordMarketingEvent } = servicesAnswering(partialAnswer);
    await load(`/en/results?from=PIR&to=JTR&date=${DAY}`, services, { marketing: true });
    expect(recordMarketingEvent).toHaveBeenCalledTimes(1);
    expect(recordMarketingEvent).toHaveBeenCalledWith({
      consent: { marketing: true },
      origin: {
        sourceUrl: `http://kyma.test/en/results?from=PIR&to=JTR&date=${DAY}`,
        ipAddress: '127.0.0.1',
        userAgent: 'Mozilla/5.0 (test)',
      },
      event: expect.objectContaining({ name: 'search', searchString: `PIR-JTR ${DAY}` }),
    });
  });

  it('does not hand an invalid search to marketing', async () => {
    const { services, recordMarketingEvent } = servicesAnswering(partialAnswer);
    await load('/en/results?from=PIR&date=2020-01-01', services, { marketing: true });
    expect(recordMarketingEvent).not.toHaveBeenCalled();
  });

  it('without a search offers the form', async () => {
    const { services, searchFares } = servicesAnswering(partialAnswer);
    const answer = await load('/en/results', services);
    expect(answer).toMatchObject({ kind: 'start' });
    expect('ports' in answer && unpackPorts(answer.ports).map((port) => port.code)).toEqual(['PIR', 'JTR']);
    expect(searchFares).not.toHaveBeenCalled();
  });

  it('answers an invalid search with 400 and the field errors, without searching', async () => {
    const { services, searchFares } = servicesAnswering(partialAnswer);
    const answer = (await load('/en/results?from=PIR&date=2020-01-01', services)) as unknown as {
      data: { kind: string; errors: Array<{ path: string; key: string }> };
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.kind).toBe('invalid');
    expect(answer.data.errors).toEqual(
      expect.arrayContaining([
        { path: 'legs[0].destinationPort', key: 'chooseDestinationPort' },
        { path: 'legs[0].departureDate', key: 'dateInPast' },
      ]),
    );
    expect(searchFares).not.toHaveBeenCalled();
  });

  it('answers a port the network does not list, the same port twice and an impossible day with 400', async () => {
    const { services, searchFares } = servicesAnswering(partialAnswer);
    for (const [query, field] of [
      ['from=XYZ&to=JTR', { path: 'legs[0].departurePort', key: 'unknownPort' }],
      ['from=PIR&to=PIR', { path: 'legs[0].destinationPort', key: 'sameDepartureAndDestination' }],
    ] as const) {
      const answer = (await load(`/en/results?${query}&date=${DAY}`, services)) as unknown as {
        data: { errors: unknown[] };
        init: { status: number };
      };
      expect(answer.init.status).toBe(400);
      expect(answer.data.errors).toEqual([field]);
    }
    const impossible = (await load('/en/results?from=PIR&to=JTR&date=2026-13-45', services)) as unknown as {
      data: { errors: unknown[] };
      init: { status: number };
    };
    expect(impossible.init.status).toBe(400);
    expect(impossible.data.errors).toEqual([{ path: 'legs[0].departureDate', key: 'invalidDate' }]);
    expect(searchFares).not.toHaveBeenCalled();
  });

  it('searches the parsed query and keeps a partial answer as a notice, with a strip of days', async () => {
    const { services, searchFares } = servicesAnswering(partialAnswer);
    const answer = await load(
      `/en/results?from=PIR&to=JTR&date=${DAY}&passengers=2&sort=priceAscending`,
      services,
    );
    expect(searchFares).toHaveBeenCalledWith({
      query: {
        typeOfTrip: 'oneWay',
        legs: [{ departurePort: 'PIR', destinationPort: 'JTR', departureDate: DAY }],
        returnDate: '',
        accommodations: { passengers: 2, vehicles: 0, pets: 0 },
      },
    });
    if (!('kind' in answer) || answer.kind !== 'results') throw new Error('expected results');
    expect(answer.results.partial).toBe(true);
    const strip = answer.strips[0]!;
    expect(strip.map((day) => day.current)).toEqual([false, false, false, true, false, false, false]);
    expect(strip[0]).toMatchObject({
      lowestFare: 3550,
      path: expect.stringMatching(/^\/en\/results\?from=PIR&to=JTR&date=.*&sort=priceAscending$/),
    });
    expect(strip[1]?.lowestFare).toBeNull();
  });
});

describe('results revalidation', () => {
  const base = 'http://kyma.test/en/results?from=PIR&to=JTR&date=2027-07-01';
  const args = (current: string, next: string) =>
    ({ currentUrl: new URL(current), nextUrl: new URL(next), defaultShouldRevalidate: true }) as never;

  it('keeps the sailings when only the order or filters change', () => {
    expect(shouldRevalidate(args(base, `${base}&sort=priceAscending&companies=BSF`))).toBe(false);
  });

  it('searches again for another search, or for the same address asked again', () => {
    expect(shouldRevalidate(args(base, base.replace('2027-07-01', '2027-07-02')))).toBe(true);
    expect(shouldRevalidate(args(base, base))).toBe(true);
  });
});
