import type { ClaimRequest, FerryClaims, UpstreamClaim } from '#application/ports/ferry-claims.ts';
import type { CallOptions, InventoryError } from '#application/ports/ferry-inventory.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { CLAIM_ANSWER } from '#domain/wire-contract/claim-answers.ts';
import { parseRemoteTripId, tripNotFound } from './remote-terms.ts';
import type { UpstreamCalls } from './upstream-calls.ts';

type Answer<T> = Result<T, InventoryError>;

/**
 * Compensation claims over the remote's booking/ API (decision 0070). Submitting is idempotent by the
 * claim's key at the remote, so unlike a booking call it may be retried.
 */
export class HttpClaims implements FerryClaims<CallOptions, InventoryError> {
  readonly #calls: UpstreamCalls;
  constructor(calls: UpstreamCalls) {
    this.#calls = calls;
  }

  async submitClaim(request: ClaimRequest, options?: CallOptions): Promise<Answer<UpstreamClaim>> {
    // The trip id names the remote's own system (`remote-terms.ts`): the claim goes to that one.
    const trip = parseRemoteTripId(request.tripId);
    if (!trip) return err(tripNotFound(request.tripId));
    const body = { ...request, tripId: trip.tripId, agentName: trip.remoteAgent };
    const answer = await this.#calls.call(
      { method: 'POST', path: '/submit-claim', body, idempotent: true },
      CLAIM_ANSWER,
      options,
    );
    return answer.ok ? ok(answer.value.claim) : answer;
  }

  async retrieveClaim(claimCode: string, options?: CallOptions): Promise<Answer<UpstreamClaim>> {
    const answer = await this.#calls.call(
      { method: 'GET', path: '/retrieve-claim', query: { claim_code: claimCode }, idempotent: true },
      CLAIM_ANSWER,
      options,
    );
    return answer.ok ? ok(answer.value.claim) : answer;
  }
}
