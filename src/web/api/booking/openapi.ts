import { FERRY_ANSWERS } from '#domain/wire-contract/ferry-answers.ts';
import { endpointOpenApi } from '../endpoint/endpoint-openapi.ts';
import { answerJsonSchema } from '../endpoint/json-schema.ts';
import { BOOKING_ENDPOINTS } from './booking-endpoints.ts';
import { ORDER_ENDPOINTS } from './order-endpoints.ts';
import { BOOKING_API_PATH } from './order-kit.ts';

/** OpenAPI 3.1 description of the booking/ API, served at /booking/openapi.json, generated from its endpoints. */
export const bookingOpenApi = endpointOpenApi([...BOOKING_ENDPOINTS, ...ORDER_ENDPOINTS], {
  title: 'Kyma booking API',
  description:
    'Ports, fare-comparison search, pricing, the booking lifecycle and orders. Money is integer euro cents. ' +
    'Requests are checked with the same schemas as the site’s own forms: at most 5 legs, a trailer in ' +
    '`trailers[i]` beside the vehicle `vehicles[i]` that tows it (a `vehicle.trailer` is not read), the ' +
    'leader’s mobile must be a real mobile number of `country` (decision 0019).',
  server: BOOKING_API_PATH,
  components: {
    schemas: { Error: answerJsonSchema(FERRY_ANSWERS.error) },
    securitySchemes: {
      orderSecret: {
        type: 'apiKey',
        in: 'header',
        name: 'Authorization',
        description: '`Order <secret>`: the secret answered once when the order was placed',
      },
      bearer: {
        type: 'http',
        scheme: 'bearer',
        description: 'An access token: a reseller’s, an agent’s or a staff member’s',
      },
    },
  },
});
