import type { SailingStatus } from '#domain/disruptions/disruption.ts';
import type { Result } from '#domain/shared/result.ts';
import type { FerryError, FerryNetwork } from './ferry-network.ts';

/** Where the sailing of a trip stands, asked of the system that sells it (booking API `sailing-status`). */
export class GetSailingStatus {
  private readonly deps: { network: FerryNetwork };
  constructor(deps: { network: FerryNetwork }) {
    this.deps = deps;
  }

  execute(input: { agentName: string; tripId: string }): Promise<Result<SailingStatus, FerryError>> {
    return this.deps.network.routeTo(
      'disruptions',
      input.agentName,
      (disruptions, options) => disruptions.sailingStatus(input.tripId, options),
      {},
      'tripNotFound',
    );
  }
}
