import { FERRY_ANSWERS } from '#domain/wire-contract/ferry-answers.ts';
import { endpointOpenApi } from '../endpoint/endpoint-openapi.ts';
import { answerJsonSchema } from '../endpoint/json-schema.ts';
import { AGENT_ENDPOINTS } from './agent-endpoints.ts';
import { BOOKING_ENDPOINTS } from './booking-endpoints.ts';
import { CHANGE_ENDPOINTS } from './change-endpoints.ts';
import { CLAIM_ENDPOINTS } from './claim-endpoints.ts';
import { DISRUPTION_ENDPOINTS } from './disruption-endpoints.ts';
import { FARE_ENDPOINTS } from './fare-endpoints.ts';
import { NETWORK_ENDPOINTS } from './network-endpoints.ts';
import { ORDER_CHANGE_ENDPOINTS } from './order-change-endpoints.ts';
import { ORDER_CHANGE_STEPS } from './order-change-steps.ts';
import { ORDER_ENDPOINTS } from './order-endpoints.ts';
import { BOOKING_API_PATH } from './order-kit.ts';
import { ORDER_LEG_ENDPOINTS } from './order-leg-endpoints.ts';
import { WEBHOOK_ENDPOINTS } from './webhook-endpoints.ts';

/** Every operation the booking/ routers serve, in the order they are mounted in the document. */
const DOCUMENTED = [...BOOKING_ENDPOINTS, ...ORDER_ENDPOINTS, ...WEBHOOK_ENDPOINTS];

/** OpenAPI 3.1 description of the booking/ API, served at /booking/openapi.json, generated from its endpoints. */
export const bookingOpenApi = endpointOpenApi(DOCUMENTED, {
  title: 'Kyma booking API',
  description:
    'Ports, fare-comparison search, pricing, the booking lifecycle and orders. Money is integer euro cents. ' +
    'Requests are checked with the same schemas as the site’s own forms: at most 5 legs, a trailer in ' +
    '`trailers[i]` beside the vehicle `vehicles[i]` that tows it (a `vehicle.trailer` is not read), the ' +
    'leader’s mobile must be a real mobile number of `country` (decision 0019).',
  server: BOOKING_API_PATH,
  tags: [
    {
      name: 'Network',
      description: 'Ports, routes, dates and the search of sailings',
      endpoints: NETWORK_ENDPOINTS,
    },
    { name: 'Fares', description: 'Pricing a cart and checking discount cards', endpoints: FARE_ENDPOINTS },
    {
      name: 'Agent bookings',
      description: 'A reseller’s bookings held, completed and cancelled with the companies',
      endpoints: AGENT_ENDPOINTS,
    },
    {
      name: 'Agent changes',
      description: 'A reseller’s changes of a booked sailing',
      endpoints: CHANGE_ENDPOINTS,
    },
    {
      name: 'Claims',
      description: 'Claims for a disrupted or cancelled sailing',
      endpoints: CLAIM_ENDPOINTS,
    },
    {
      name: 'Disruptions',
      description: 'Delays and cancellations of sailings',
      endpoints: DISRUPTION_ENDPOINTS,
    },
    {
      name: 'Order changes',
      description: 'Quoting, holding, paying and applying a change of an order’s sailing',
      endpoints: [...ORDER_CHANGE_ENDPOINTS, ...ORDER_CHANGE_STEPS],
    },
    {
      name: 'Order sailings',
      description: 'Quoting and cancelling one sailing of an order',
      endpoints: ORDER_LEG_ENDPOINTS,
    },
    {
      name: 'Orders',
      description: 'Placing, paying, reading, finding and cancelling an order',
      endpoints: ORDER_ENDPOINTS,
    },
    {
      name: 'Webhooks',
      description: 'Signed events of a partner’s orders sent to its HTTPS endpoints, and their delivery log',
      endpoints: WEBHOOK_ENDPOINTS,
    },
  ],
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
        description:
          'An access token (a reseller’s, an agent’s or a staff member’s), or a partner’s API key (`kyma_…`) within its scopes',
      },
    },
  },
});
