import type { SailingDisruption } from '#domain/disruptions/disruption.ts';
import type { DisruptionWindow } from '../ports/ferry-disruptions.ts';
import type { FerryNetwork } from './ferry-network.ts';

export interface DisruptionFeed {
  disruptions: SailingDisruption[];
  /** Some upstream did not answer: what is missing may come on the next read. */
  partial: boolean;
}

/** The feed of every upstream at once (booking API `disruptions`, and Kyma's own follower). */
export class ListDisruptions {
  private readonly deps: { network: FerryNetwork };
  constructor(deps: { network: FerryNetwork }) {
    this.deps = deps;
  }

  async execute(window: DisruptionWindow): Promise<DisruptionFeed> {
    // A system without a feed tells nothing, which is no failure.
    const outcomes = await this.deps.network.allWith('disruptions', (feed, options) =>
      feed.disruptions(window, options),
    );
    return {
      disruptions: outcomes.flatMap((outcome) => (outcome.ok ? outcome.value! : [])),
      partial: outcomes.some((outcome) => !outcome.ok),
    };
  }
}
