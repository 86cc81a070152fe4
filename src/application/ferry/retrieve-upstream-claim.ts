import type { Result } from '#domain/shared/result.ts';
import type { UpstreamClaim } from '../ports/ferry-claims.ts';
import type { FerryError, FerryNetwork } from './ferry-network.ts';

/** Where a compensation claim stands at the company (booking API `retrieve-claim`). */
export class RetrieveUpstreamClaim {
  readonly #deps: { network: FerryNetwork };
  constructor(deps: { network: FerryNetwork }) {
    this.#deps = deps;
  }

  execute(input: { claimCode: string; agentName?: string }): Promise<Result<UpstreamClaim, FerryError>> {
    return this.#deps.network.routeTo(
      'claims',
      input.agentName,
      (claims, options) => claims.retrieveClaim(input.claimCode, options),
      {},
      'claimNotFound',
    );
  }
}
