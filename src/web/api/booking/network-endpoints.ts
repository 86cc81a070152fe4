import { itineraryAnswer } from '#domain/connections/itinerary-answer.ts';
import type { Cents } from '#domain/money/cents.ts';
import { MAX_MULTIPLE_LEGS } from '#domain/search/search-query.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { FERRY_ANSWERS } from '#domain/wire-contract/ferry-answers.ts';
import { anyone } from '../endpoint/anyone.ts';
import type { Endpoint } from '../endpoint/endpoint.ts';
import { requestJsonSchema } from '../endpoint/json-schema.ts';
import { type BookingApiDeps, bookingAnswers, bookingEndpoint, found } from './booking-endpoint-kit.ts';
import * as schemas from './request-schemas.ts';

/** A search's leg count depends on its kind (yup's `when`), which JSON Schema is not told. */
const resultsRequest = (() => {
  const schema = requestJsonSchema(schemas.resultsSchema.resolve({ value: { typeOfTrip: 'multipleTrips' } }));
  const legs = (schema.properties as Record<string, Record<string, unknown>>).legs!;
  legs.minItems = 1;
  legs.maxItems = MAX_MULTIPLE_LEGS;
  legs.description = `One leg for oneWay and roundTrip, 2 to ${MAX_MULTIPLE_LEGS} for multipleTrips`;
  return schema;
})();

const ports = (found: unknown) => ({ ports: found });

/** A connection's legs as the results write sailings, its fare in cents (the wire contract's `itinerary`). */
const AS_THE_API_WRITES = { leg: (trip: Trip) => trip, money: (amount: Cents) => amount };

/** What the network offers: ports, countries, companies, departure days and the fare comparison. */
export const NETWORK_ENDPOINTS: Endpoint<BookingApiDeps>[] = [
  bookingEndpoint({
    operationId: 'getPorts',
    method: 'get',
    path: '/getPorts',
    summary: 'Every port on the network',
    caller: anyone,
    query: schemas.userQuerySchema,
    responses: bookingAnswers(FERRY_ANSWERS.ports),
    examples: [{ summary: 'Every port, in English', query: { lang: 'en' }, status: 200 }],
    handle: async ({ deps, lang }) => found(await deps.ferry.listPorts.execute({ lang }), ports),
  }),
  bookingEndpoint({
    operationId: 'countries',
    method: 'get',
    path: '/countries',
    summary: 'Countries with ports',
    caller: anyone,
    query: schemas.userQuerySchema,
    responses: bookingAnswers(FERRY_ANSWERS.countries),
    examples: [{ summary: 'Countries with ports', status: 200 }],
    handle: async ({ deps, lang }) =>
      found(await deps.ferry.listCountries.execute({ lang }), (countries) => ({ countries })),
  }),
  bookingEndpoint({
    operationId: 'companyDetails',
    method: 'post',
    path: '/company-details',
    summary: 'A company by company_code, or the companies calling at port_code',
    caller: anyone,
    query: schemas.userQuerySchema,
    body: schemas.companyDetailsSchema,
    headers: ['uuid'],
    responses: bookingAnswers(FERRY_ANSWERS.companies),
    examples: [{ summary: 'Blue Star Ferries', body: { company_code: 'BSF' }, status: 200 }],
    handle: async ({ deps, body }) =>
      found(
        await deps.ferry.getCompanyDetails.execute({
          companyCode: body.company_code,
          portCode: body.port_code,
        }),
        (companies) => ({ companies }),
      ),
  }),
  bookingEndpoint({
    operationId: 'getDestinations',
    method: 'post',
    path: '/getDestinations',
    summary: 'Ports reachable from an origin',
    caller: anyone,
    query: schemas.userQuerySchema,
    body: schemas.destinationsSchema,
    headers: ['uuid'],
    responses: bookingAnswers(FERRY_ANSWERS.ports),
    examples: [{ summary: 'From Piraeus', body: { origin: 'PIR' }, status: 200 }],
    handle: async ({ deps, body, lang }) =>
      found(await deps.ferry.listDestinations.execute({ origin: body.origin, lang }), ports),
  }),
  bookingEndpoint({
    operationId: 'getOrigins',
    method: 'post',
    path: '/getOrigins',
    summary: 'Ports a destination is reached from',
    caller: anyone,
    query: schemas.userQuerySchema,
    body: schemas.originsSchema,
    headers: ['uuid'],
    responses: bookingAnswers(FERRY_ANSWERS.ports),
    examples: [{ summary: 'To Santorini', body: { destination: 'JTR' }, status: 200 }],
    handle: async ({ deps, body, lang }) =>
      found(await deps.ferry.listOrigins.execute({ destination: body.destination, lang }), ports),
  }),
  bookingEndpoint({
    operationId: 'getDates',
    method: 'post',
    path: '/getDates',
    summary: 'Days with departures and the lowest fare of each',
    caller: anyone,
    query: schemas.userQuerySchema,
    body: schemas.datesSchema,
    headers: ['uuid'],
    responses: bookingAnswers(FERRY_ANSWERS.dates),
    examples: [
      {
        summary: 'Two weeks of Piraeus–Santorini',
        body: { origin: 'PIR', destination: 'JTR', from: '2027-07-01', days: 14 },
        status: 200,
      },
    ],
    handle: async ({ deps, body }) =>
      found(
        await deps.ferry.listDepartureDates.execute({
          origin: body.origin,
          destination: body.destination,
          from: body.from,
          days: body.days,
        }),
        (dates) => ({ dates }),
      ),
  }),
  bookingEndpoint({
    operationId: 'results',
    method: 'post',
    path: '/results',
    summary: 'Fare comparison across every upstream; partial results carry notices',
    caller: anyone,
    query: schemas.userQuerySchema,
    body: schemas.resultsSchema,
    bodyJsonSchema: resultsRequest,
    headers: ['uuid'],
    responses: bookingAnswers(FERRY_ANSWERS.results),
    examples: [
      {
        summary: 'A round trip for two with a car',
        body: {
          typeOfTrip: 'roundTrip',
          legs: [{ departurePort: 'PIR', destinationPort: 'JTR', departureDate: '2027-07-15' }],
          returnDate: '2027-07-22',
          accommodations: { passengers: 2, vehicles: 1, pets: 0 },
          sort: 'priceAscending',
        },
        status: 200,
      },
      {
        summary: 'Mykonos to Naxos one way in winter: connections with a change of ship',
        body: {
          typeOfTrip: 'oneWay',
          legs: [{ departurePort: 'JMK', destinationPort: 'JNX', departureDate: '2027-12-15' }],
          accommodations: { passengers: 1, vehicles: 0, pets: 0 },
        },
        status: 200,
      },
    ],
    async handle({ deps, body }) {
      const { sort, filters, ...query } = body;
      const results = await deps.ferry.searchTrips.execute({ query, sort, filters });
      const connections = results.connections.map((it) => itineraryAnswer(it, AS_THE_API_WRITES));
      return { status: 200, body: { ...results, connections } };
    },
  }),
];
