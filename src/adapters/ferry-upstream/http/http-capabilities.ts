import type { Schema } from 'yup';
import type { CompanyDetails } from '#application/ports/ferry-company-details.ts';
import type { CallOptions, FerryCapabilities, InventoryError } from '#application/ports/ferry-inventory.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { FERRY_ANSWERS } from '#domain/wire-contract/ferry-answers.ts';
import { HttpChanges } from './change-calls.ts';
import { DisruptionCalls } from './disruption-calls.ts';
import { HttpClaims } from './http-claims.ts';
import { cancelLegOverHttp } from './leg-cancellation-call.ts';
import { parseRemoteTripId, tripNotFound } from './remote-terms.ts';
import type { UpstreamCalls } from './upstream-calls.ts';

/**
 * What Kyma's own booking/ contract offers beside the core (decision 0121): all of it, since a remote Kyma
 * or a partner speaking the contract answers every after-sale endpoint.
 */
export function httpCapabilities(calls: UpstreamCalls, agentName: string): Required<FerryCapabilities> {
  return {
    changes: new HttpChanges(calls, agentName),
    claims: new HttpClaims(calls),
    disruptions: new DisruptionCalls(calls, agentName),
    legCancellation: {
      cancelLeg: (request, options) => cancelLegOverHttp(calls, agentName, request, options),
    },
    discountChecks: {
      validateLoyaltyCard: (request, options) =>
        tripCheck(calls, '/loyalty-validation', request, FERRY_ANSWERS.loyalty, options),
      validateResident: (request, options) =>
        tripCheck(calls, '/man-validation', request, FERRY_ANSWERS.resident, options),
    },
    companyDirectory: {
      companyDetails: async (query, options) => {
        const answer = await calls.call(
          {
            method: 'POST',
            path: '/company-details',
            body: { company_code: query.companyCode, port_code: query.portCode },
            idempotent: true,
          },
          FERRY_ANSWERS.companies,
          options,
        );
        return answer.ok ? ok(answer.value.companies as CompanyDetails[]) : answer;
      },
    },
  };
}

/** A check on a traveller for one trip, asked of the remote system that sells the trip. */
async function tripCheck<T>(
  calls: UpstreamCalls,
  path: string,
  request: { tripId: string },
  schema: Schema<T>,
  options?: CallOptions,
): Promise<Result<T, InventoryError>> {
  const trip = parseRemoteTripId(request.tripId);
  if (!trip) return err(tripNotFound(request.tripId));
  return calls.call(
    {
      method: 'POST',
      path,
      body: { ...request, tripId: trip.tripId, agentName: trip.remoteAgent },
      idempotent: true,
    },
    schema,
    options,
  );
}
