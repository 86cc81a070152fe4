import type { Endpoint } from '../endpoint/endpoint.ts';
import { AGENT_ENDPOINTS } from './agent-endpoints.ts';
import type { BookingApiDeps } from './booking-endpoint-kit.ts';
import { CHANGE_ENDPOINTS } from './change-endpoints.ts';
import { CLAIM_ENDPOINTS } from './claim-endpoints.ts';
import { DISRUPTION_ENDPOINTS } from './disruption-endpoints.ts';
import { FARE_ENDPOINTS } from './fare-endpoints.ts';
import { NETWORK_ENDPOINTS } from './network-endpoints.ts';

/** Every booking/ endpoint but the order calls, in the order the OpenAPI document lists them. */
export const BOOKING_ENDPOINTS: Endpoint<BookingApiDeps>[] = [
  ...NETWORK_ENDPOINTS,
  ...AGENT_ENDPOINTS,
  ...FARE_ENDPOINTS,
  ...CLAIM_ENDPOINTS,
  ...CHANGE_ENDPOINTS,
  ...DISRUPTION_ENDPOINTS,
];
