import { type InventoryErrorCode, UpstreamFailure } from '#application/ports/ferry-inventory.ts';
import { checked } from '../ferry-upstream/http/read-answer.ts';
import type { UpstreamProtocol } from '../ferry-upstream/http/upstream-calls.ts';
import { LIKNOSS_ANSWERS } from './liknoss-schemas.ts';

/**
 * Liknoss's error codes (`{code, message, severeError}`) as the port's expected failures (decision 0077).
 * Any other code, or a severe error, is the system's trouble, not the traveller's.
 */
const LIKNOSS_ERRORS: Record<string, InventoryErrorCode> = {
  INVALID_REQUEST: 'invalidRequest',
  TRIP_NOT_FOUND: 'tripNotFound',
  NO_AVAILABILITY: 'noAvailability',
  BOOKING_NOT_FOUND: 'bookingNotFound',
  OPTION_EXPIRED: 'bookingExpired',
  INVALID_BOOKING_STATUS: 'invalidBookingState',
  COMPANY_NOT_FOUND: 'companyNotFound',
};

/** Liknoss's JSON protocol for `UpstreamCalls`: its own error body, no search session. */
export const LIKNOSS_PROTOCOL: UpstreamProtocol = {
  carriesSession: false,
  refusal: (body, status, { agentName, path }) => {
    const error = checked(LIKNOSS_ANSWERS.error, body, agentName, `${path} (HTTP ${status})`);
    const code = LIKNOSS_ERRORS[error.code];
    if (!code || error.severeError)
      throw new UpstreamFailure(agentName, 'unavailable', `${path}: ${error.code} ${error.message}`);
    return { code, message: error.message };
  },
};
