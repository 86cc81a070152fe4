import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANCELLATION_POLICIES, newResultsFilters } from '#domain/results/filter-trips.ts';
import { DEFAULT_SORT_ORDER, SORT_ORDERS } from '#domain/results/sort-trips.ts';
import { addDays } from '#domain/search/calendar-date.ts';
import { parseResultsQuery } from '#domain/search/results-query.ts';
import {
  bookingStepFromParams,
  type ResultsView,
  resultsSearchParams,
  withBookingStep,
} from '#domain/search/results-url.ts';
import type { SearchQuery } from '#domain/search/search-query.ts';
import { TRIP_SERVICES } from '#domain/trips/trip.ts';

const TODAY = '2026-12-01';
const parse = (query: string) => parseResultsQuery(new URLSearchParams(query), TODAY);

describe('results URL', () => {
  it('reads a one-way search with its travellers', () => {
    const parsed = parse('from=PIR&to=JTR&date=2026-12-15&passengers=2&vehicles=1&pets=0');
    expect(parsed).toEqual({
      ok: true,
      value: {
        search: {
          typeOfTrip: 'oneWay',
          legs: [{ departurePort: 'PIR', destinationPort: 'JTR', departureDate: '2026-12-15' }],
          returnDate: '',
          accommodations: { passengers: 2, vehicles: 1, pets: 0 },
        },
        sort: DEFAULT_SORT_ORDER,
        filters: newResultsFilters(),
      },
    });
  });

  it('reads a round trip from its return date and multiple trips from repeated legs', () => {
    const round = parse('from=PIR&to=JTR&date=2026-12-15&return=2026-12-22');
    expect(round.ok && round.value.search.typeOfTrip).toBe('roundTrip');
    expect(round.ok && round.value.search.returnDate).toBe('2026-12-22');
    const multiple = parse('from=PIR&to=JTR&date=2026-12-15&from=JTR&to=HER&date=2026-12-18');
    expect(multiple.ok && multiple.value.search.typeOfTrip).toBe('multipleTrips');
    expect(multiple.ok && multiple.value.search.legs.map((leg) => leg.destinationPort)).toEqual([
      'JTR',
      'HER',
    ]);
  });

  it('defaults missing travellers to one adult and reads a plain form’s empty return as one way', () => {
    const parsed = parse('from=pir&to=jtr&date=2026-12-15&return=');
    expect(parsed.ok && parsed.value.search.accommodations).toEqual({ passengers: 1, vehicles: 0, pets: 0 });
    expect(parsed.ok && parsed.value.search.legs[0]?.departurePort).toBe('PIR');
    expect(parsed.ok && parsed.value.search.typeOfTrip).toBe('oneWay');
  });

  it('refuses a search with the spec’s message keys and keeps what was asked', () => {
    const parsed = parse('trip=roundTrip&from=PIR&passengers=1&vehicles=2');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.fields).toEqual(
      expect.arrayContaining([
        { path: 'legs[0].destinationPort', key: 'chooseDestinationPort' },
        { path: 'legs[0].departureDate', key: 'chooseDepartureDate' },
        { path: 'returnDate', key: 'chooseReturnDate' },
        { path: 'accommodations.vehicles', key: 'tooManyVehicles' },
      ]),
    );
    expect(parsed.error.search.legs[0]?.departurePort).toBe('PIR');
  });

  it('refuses days already gone, and garbage counts', () => {
    const past = parse('from=PIR&to=JTR&date=2026-11-30&return=2026-11-30');
    expect(!past.ok && past.error.fields).toEqual([
      { path: 'legs[0].departureDate', key: 'dateInPast' },
      { path: 'returnDate', key: 'dateInPast' },
    ]);
    const garbage = parse('from=PIR&to=JTR&date=2026-12-15&passengers=lots');
    expect(!garbage.ok && garbage.error.fields).toContainEqual({
      path: 'accommodations.passengers',
      key: 'atLeastOnePassenger',
    });
  });

  it('refuses a crossing to the port it leaves from, a port nobody sails from and an impossible day', () => {
    const known = new Set(['PIR', 'JTR']);
    const same = parseResultsQuery(new URLSearchParams('from=PIR&to=PIR&date=2026-12-15'), TODAY, known);
    expect(!same.ok && same.error.fields).toEqual([
      { path: 'legs[0].destinationPort', key: 'sameDepartureAndDestination' },
    ]);
    const unknown = parseResultsQuery(new URLSearchParams('from=XYZ&to=JTR&date=2026-13-45'), TODAY, known);
    expect(!unknown.ok && unknown.error.fields).toEqual(
      expect.arrayContaining([
        { path: 'legs[0].departurePort', key: 'unknownPort' },
        { path: 'legs[0].departureDate', key: 'invalidDate' },
      ]),
    );
  });

  it('refuses more passengers than one booking carries, and more trips than a form shows', () => {
    const crowd = parse('from=PIR&to=JTR&date=2026-12-15&passengers=500');
    expect(!crowd.ok && crowd.error.fields).toEqual([
      { path: 'accommodations.passengers', key: 'tooManyPassengers' },
    ]);
    const legs = Array.from({ length: 6 }, () => 'from=PIR&to=JTR&date=2026-12-15').join('&');
    expect(!parse(legs).ok && (parse(legs) as { error: { fields: unknown[] } }).error.fields).toContainEqual({
      path: 'legs',
      key: 'tooManyLegs',
    });
  });

  it('carries the booking step as the breadcrumb counts it, the rest of the address untouched', () => {
    const results = new URLSearchParams('from=PIR&to=JTR&date=2026-12-15&sort=priceAscending');
    expect(bookingStepFromParams(results, 3)).toBe(0);
    const billing = withBookingStep(results, 2);
    expect(billing.toString()).toBe('from=PIR&to=JTR&date=2026-12-15&sort=priceAscending&step=3');
    expect(bookingStepFromParams(billing, 3)).toBe(2);
    expect(withBookingStep(billing, 0).toString()).toBe(results.toString());
    for (const wrong of ['0', '4', 'two', '1.5'])
      expect(bookingStepFromParams(new URLSearchParams(`step=${wrong}`), 3)).toBe(0);
    // The step is not part of the search: the same sailings serve every step.
    expect(parse(billing.toString())).toEqual(parse(results.toString()));
  });

  it('reads order and filters, ignoring values it does not know', () => {
    const parsed = parse(
      'from=PIR&to=JTR&date=2026-12-15&sort=priceAscending&companies=BSF,sj&companies=MIN&services=wifi,jacuzzi&policies=full&eTicket=1&garage=1&cabins=on&accessibleCabins=1&petsAllowed=0',
    );
    expect(parsed.ok && parsed.value.sort).toBe('priceAscending');
    expect(parsed.ok && parsed.value.filters).toEqual({
      ...newResultsFilters(),
      companies: ['BSF', 'SJ', 'MIN'],
      services: ['wifi'],
      policies: ['full'],
      eTicket: true,
      vehicles: true,
      cabins: true,
      accessibleCabins: true,
    });
    const unknownSort = parse('from=PIR&to=JTR&date=2026-12-15&sort=cheapestFirst');
    expect(unknownSort.ok && unknownSort.value.sort).toBe(DEFAULT_SORT_ORDER);
  });

  it('writes the documented address', () => {
    const parsed = parse('from=PIR&to=JTR&date=2026-12-15&return=2026-12-22&passengers=2&vehicles=1&pets=0');
    expect(parsed.ok && resultsSearchParams(parsed.value).toString()).toBe(
      'from=PIR&to=JTR&date=2026-12-15&return=2026-12-22&passengers=2&vehicles=1&pets=0',
    );
  });

  const portCode = fc.constantFrom('PIR', 'JTR', 'HER', 'RAF', 'AOI');
  const day = fc.integer({ min: 0, max: 300 }).map((offset) => addDays(TODAY, offset));
  const leg = fc
    .record({ departurePort: portCode, destinationPort: portCode, departureDate: day })
    .filter((crossing) => crossing.departurePort !== crossing.destinationPort);
  const accommodations = fc.integer({ min: 1, max: 9 }).chain((passengers) =>
    fc.record({
      passengers: fc.constant(passengers),
      vehicles: fc.integer({ min: 0, max: passengers }),
      pets: fc.integer({ min: 0, max: passengers * 5 }),
    }),
  );
  const search: fc.Arbitrary<SearchQuery> = fc.oneof(
    fc.record({
      typeOfTrip: fc.constant('oneWay' as const),
      legs: fc.tuple(leg),
      returnDate: fc.constant(''),
      accommodations,
    }),
    fc.tuple(leg, fc.integer({ min: 0, max: 30 })).chain(([first, stay]) =>
      fc.record({
        typeOfTrip: fc.constant('roundTrip' as const),
        legs: fc.constant<SearchQuery['legs']>([first]),
        returnDate: fc.constant(addDays(first.departureDate, stay)),
        accommodations,
      }),
    ),
    fc.record({
      typeOfTrip: fc.constant('multipleTrips' as const),
      legs: fc.array(leg, { minLength: 2, maxLength: 5 }),
      returnDate: fc.constant(''),
      accommodations,
    }),
  );
  const view: fc.Arbitrary<ResultsView> = fc.record({
    search,
    sort: fc.constantFrom(...SORT_ORDERS),
    filters: fc.record({
      companies: fc.option(fc.uniqueArray(fc.constantFrom('BSF', 'SJ', 'MIN', 'ANEK'), { minLength: 1 }), {
        nil: null,
      }),
      services: fc.uniqueArray(fc.constantFrom(...TRIP_SERVICES)),
      policies: fc.uniqueArray(fc.constantFrom(...CANCELLATION_POLICIES)),
      eTicket: fc.boolean(),
      vehicles: fc.boolean(),
      pets: fc.boolean(),
      webCheckIn: fc.boolean(),
      accessibleCabins: fc.boolean(),
      cabins: fc.boolean(),
    }),
  });

  it('property: writing a valid view and reading it back gives the same view', () => {
    fc.assert(
      fc.property(view, (original) => {
        const text = resultsSearchParams(original).toString();
        const parsed = parseResultsQuery(new URLSearchParams(text), TODAY);
        expect(parsed).toEqual({ ok: true, value: original });
        // Same search, same text: the booking wizard in session storage compares searches as JSON.
        expect(parsed.ok && JSON.stringify(parsed.value.search)).toBe(JSON.stringify(original.search));
      }),
    );
  });
});
