import type { LegPricing } from '#domain/pricing/leg-pricing.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { FerryError, FerryNetwork } from './ferry-network.ts';
import { type AgentLegRequest, groupLegsByAgent, inOriginalTerms } from './leg-groups.ts';

export interface PriceTripsInput {
  legs: AgentLegRequest[];
  userId?: string;
  sessionId?: string;
}

/** Prices every leg at the system that sells it (booking API `pricing`); one answer per leg, in order. */
export class PriceTrips {
  private readonly deps: { network: FerryNetwork };
  constructor(deps: { network: FerryNetwork }) {
    this.deps = deps;
  }

  async execute(input: PriceTripsInput): Promise<Result<LegPricing[], FerryError>> {
    const groups = groupLegsByAgent(input.legs);
    const answers = await Promise.all(
      groups.map((group) =>
        this.deps.network.route(
          group.agentName,
          (upstream, options) => upstream.price({ legs: group.legs, userId: input.userId }, options),
          { sessionId: input.sessionId },
          'tripNotFound',
        ),
      ),
    );
    const pricing: LegPricing[] = [];
    for (const [index, answer] of answers.entries()) {
      const group = groups[index]!;
      if (!answer.ok)
        return err(
          answer.error.code === 'upstreamUnavailable' ? answer.error : inOriginalTerms(answer.error, group),
        );
      group.indexes.forEach((original, k) => {
        pricing[original] = answer.value[k]!;
      });
    }
    return ok(pricing);
  }
}
