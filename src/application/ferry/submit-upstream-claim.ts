import type { Result } from '#domain/shared/result.ts';
import type { ClaimRequest, UpstreamClaim } from '../ports/ferry-claims.ts';
import type { FerryError, FerryNetwork } from './ferry-network.ts';

/**
 * Sends a compensation claim to the system that sold the booking (booking API `submit-claim`); without
 * `agentName` the system that has the booking takes it. Sent again with its key, it answers the same claim.
 */
export class SubmitUpstreamClaim {
  readonly #deps: { network: FerryNetwork };
  constructor(deps: { network: FerryNetwork }) {
    this.#deps = deps;
  }

  execute(input: ClaimRequest & { agentName?: string }): Promise<Result<UpstreamClaim, FerryError>> {
    const { agentName, ...request } = input;
    return this.#deps.network.routeTo('claims', agentName, (claims, options) =>
      claims.submitClaim(request, options),
    );
  }
}
