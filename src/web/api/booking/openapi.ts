import { MAX_MULTIPLE_LEGS } from '#domain/search/search-query.ts';
import { FERRY_ANSWERS } from '#domain/wire-contract/ferry-answers.ts';
import { answerJsonSchema, requestJsonSchema } from './json-schema.ts';
import { get, post } from './openapi-operations.ts';
import { ORDER_PATHS, ORDER_SECURITY_SCHEMES } from './order-openapi.ts';
import * as requests from './request-schemas.ts';

/** A sailing of the simulated network far enough ahead for the examples to stay bookable. */
const EXAMPLE_TRIP = 'BSF1-O-20270715-0725-PIR-JTR';
const EXAMPLE_ORDER = 'ATEXAMPLE1';
const EXAMPLE_RESELLER = 1001;
const adult = { passengerType: 'AD', accommodationType: 'DECK', accommodationRequestType: 'COMPLETE' };
const leg = {
  agentName: 'attica-direct',
  tripId: EXAMPLE_TRIP,
  passengers: [adult],
  vehicles: [{ accommodationType: 'CAR', length: 4.2 }],
  pets: [],
};
const leader = {
  firstName: 'Maria',
  lastName: 'Papadopoulou',
  email: 'maria@example.com',
  mobile: '+30 6912345678',
  country: 'GR',
};

const RESPONSE_SCHEMAS = Object.fromEntries(
  Object.entries(FERRY_ANSWERS).map(([name, schema]) => [name, answerJsonSchema(schema)]),
) as Record<keyof typeof FERRY_ANSWERS, object>;

/** A search's leg count depends on its kind (yup's `when`), which JSON Schema is not told. */
const resultsRequest = (() => {
  const schema = requestJsonSchema(
    requests.resultsSchema.resolve({ value: { typeOfTrip: 'multipleTrips' } }),
  );
  const legs = (schema.properties as Record<string, Record<string, unknown>>).legs!;
  legs.minItems = 1;
  legs.maxItems = MAX_MULTIPLE_LEGS;
  legs.description = `One leg for oneWay and roundTrip, 2 to ${MAX_MULTIPLE_LEGS} for multipleTrips`;
  return schema;
})();

/** OpenAPI 3.1 description of the booking/ API, served at /booking/openapi.json. */
export const bookingOpenApi = {
  openapi: '3.1.0',
  info: {
    title: 'Kyma booking API',
    version: '1.0.0',
    description:
      'Ports, fare-comparison search, pricing and the booking lifecycle. Money is integer euro cents. ' +
      'Requests are checked with the same schemas as the site’s own forms: at most 5 legs, a trailer in ' +
      '`trailers[i]` beside the vehicle `vehicles[i]` that tows it (a `vehicle.trailer` is not read), the ' +
      'leader’s mobile must be a real mobile number of `country` (decision 0019).',
  },
  servers: [{ url: '/booking' }],
  paths: {
    '/getPorts': get('getPorts', 'Every port on the network', RESPONSE_SCHEMAS.ports),
    '/countries': get('countries', 'Countries with ports', RESPONSE_SCHEMAS.countries),
    '/reseller-details': get(
      'resellerDetails',
      'A reseller account by booknow user id: credit limit, credit used and what is left, in cents',
      RESPONSE_SCHEMAS.reseller,
      [
        {
          name: 'user_id',
          in: 'query',
          required: true,
          schema: { type: 'integer', minimum: 1 },
          description: 'Reseller (booknow) user id',
        },
      ],
      { user_id: String(EXAMPLE_RESELLER) },
    ),
    '/retrieve-booking': get(
      'retrieveBooking',
      'A booking by order code',
      RESPONSE_SCHEMAS.booking,
      [
        { name: 'order_code', in: 'query', required: true, schema: { type: 'string' } },
        { name: 'agent_name', in: 'query', required: false, schema: { type: 'string' } },
      ],
      { order_code: EXAMPLE_ORDER },
    ),
    '/company-details': post(
      'companyDetails',
      'A company by company_code, or the companies calling at port_code',
      { schema: requestJsonSchema(requests.companyDetailsSchema), example: { company_code: 'BSF' } },
      RESPONSE_SCHEMAS.companies,
    ),
    '/getDestinations': post(
      'getDestinations',
      'Ports reachable from an origin',
      { schema: requestJsonSchema(requests.destinationsSchema), example: { origin: 'PIR' } },
      RESPONSE_SCHEMAS.ports,
    ),
    '/getOrigins': post(
      'getOrigins',
      'Ports a destination is reached from',
      { schema: requestJsonSchema(requests.originsSchema), example: { destination: 'JTR' } },
      RESPONSE_SCHEMAS.ports,
    ),
    '/getDates': post(
      'getDates',
      'Days with departures and the lowest fare of each',
      {
        schema: requestJsonSchema(requests.datesSchema),
        example: { origin: 'PIR', destination: 'JTR', from: '2027-07-01', days: 14 },
      },
      RESPONSE_SCHEMAS.dates,
    ),
    '/results': post(
      'results',
      'Fare comparison across every upstream; partial results carry notices',
      {
        schema: resultsRequest,
        example: {
          typeOfTrip: 'roundTrip',
          legs: [{ departurePort: 'PIR', destinationPort: 'JTR', departureDate: '2027-07-15' }],
          returnDate: '2027-07-22',
          accommodations: { passengers: 2, vehicles: 1, pets: 0 },
          sort: 'priceAscending',
        },
      },
      RESPONSE_SCHEMAS.results,
    ),
    '/pricing': post(
      'pricing',
      'Prices legs at the systems that sell them',
      { schema: requestJsonSchema(requests.pricingSchema), example: { legs: [leg] } },
      RESPONSE_SCHEMAS.pricing,
      { reseller: true },
    ),
    '/optional-booking': post(
      'optionalBooking',
      'Holds the places until expiresAt',
      { schema: requestJsonSchema(requests.holdSchema), example: { legs: [leg], leader } },
      RESPONSE_SCHEMAS.held,
      { booking: true, reseller: true },
    ),
    '/insert-booking': post(
      'insertBooking',
      'Adds traveller details to a hold',
      {
        schema: requestJsonSchema(requests.insertSchema),
        example: {
          orderCode: EXAMPLE_ORDER,
          leader,
          passengers: [[{ name: 'Maria', surname: 'Papadopoulou', documentId: 'AK123456', sex: 'female' }]],
        },
      },
      RESPONSE_SCHEMAS.booking,
      { booking: true, reseller: true },
    ),
    '/finalize-booking': post(
      'finalizeBooking',
      'Issues the tickets of a paid hold',
      { schema: requestJsonSchema(requests.bookingReferenceSchema), example: { orderCode: EXAMPLE_ORDER } },
      RESPONSE_SCHEMAS.booking,
      { booking: true, reseller: true },
    ),
    '/voucher': post(
      'voucher',
      'The voucher of a confirmed booking',
      { schema: requestJsonSchema(requests.bookingReferenceSchema), example: { orderCode: EXAMPLE_ORDER } },
      RESPONSE_SCHEMAS.voucher,
    ),
    '/cancel-booking': post(
      'cancelBooking',
      'Quotes the refund, and cancels with confirm',
      {
        schema: requestJsonSchema(requests.cancelSchema),
        example: { orderCode: EXAMPLE_ORDER, confirm: false },
      },
      RESPONSE_SCHEMAS.cancellation,
      { booking: true },
    ),
    '/failed-booking': post(
      'failedBooking',
      'Releases a hold whose payment failed',
      { schema: requestJsonSchema(requests.bookingReferenceSchema), example: { orderCode: EXAMPLE_ORDER } },
      RESPONSE_SCHEMAS.booking,
      { booking: true, reseller: true },
    ),
    '/loyalty-validation': post(
      'loyaltyValidation',
      'Checks a loyalty card for a trip',
      {
        schema: requestJsonSchema(requests.loyaltySchema),
        example: {
          tripId: EXAMPLE_TRIP,
          company: 'BSF',
          loyaltyCard: '700112345678',
          agentName: 'attica-direct',
        },
      },
      RESPONSE_SCHEMAS.loyalty,
    ),
    '/man-validation': post(
      'manValidation',
      'Checks an island resident (MAN) number for a trip',
      {
        schema: requestJsonSchema(requests.residentSchema),
        example: {
          tripId: EXAMPLE_TRIP,
          company: 'BSF',
          residentIdOrCode: '123456782',
          agentName: 'attica-direct',
        },
      },
      RESPONSE_SCHEMAS.resident,
    ),
    ...ORDER_PATHS,
  },
  components: { schemas: { Error: RESPONSE_SCHEMAS.error }, securitySchemes: ORDER_SECURITY_SCHEMES },
};

/** The reseller user id the examples use; a test creates that reseller. */
export const EXAMPLE_RESELLER_USER_ID = EXAMPLE_RESELLER;
/** The order code the examples use; a test replaces it with one it has just booked. */
export const EXAMPLE_ORDER_CODE = EXAMPLE_ORDER;
