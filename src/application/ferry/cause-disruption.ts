import type { DisruptionRequest, SailingDisruption } from '#domain/disruptions/disruption.ts';
import type { Result } from '#domain/shared/result.ts';
import type { FerryError, FerryNetwork } from './ferry-network.ts';

/**
 * Staff cancel or delay a sailing at the system that sells the trip, for demonstrations and tests
 * (issue #26): the event then reaches travellers exactly as one the company told.
 */
export class CauseDisruption {
  private readonly deps: { network: FerryNetwork };
  constructor(deps: { network: FerryNetwork }) {
    this.deps = deps;
  }

  execute(input: { agentName: string } & DisruptionRequest): Promise<Result<SailingDisruption, FerryError>> {
    const { agentName, ...request } = input;
    return this.deps.network.routeTo(
      'disruptions',
      agentName,
      (disruptions, options) => disruptions.causeDisruption(request, options),
      {},
      'tripNotFound',
    );
  }
}
