import {
  type DayDisruptions,
  DISRUPTION_DAYS,
  disruptionsByDay,
} from '#domain/disruptions/public-disruptions.ts';
import type { Clock } from '../ports/clock.ts';
import type { DisruptionRepository } from '../ports/disruption-repository.ts';

const HOUR = 3_600_000;

/** The public page's list (`/disruptions`): the week's disruptions by region, as Kyma kept them. */
export class ListPublicDisruptions {
  readonly #deps: { disruptions: DisruptionRepository; clock: Clock };
  constructor(deps: { disruptions: DisruptionRepository; clock: Clock }) {
    this.#deps = deps;
  }

  async execute(): Promise<DayDisruptions[]> {
    const now = this.#deps.clock.now();
    // Wider than the week in any time zone; the domain keeps its business days.
    const events = await this.#deps.disruptions.departing(
      new Date(now.getTime() - 24 * HOUR),
      new Date(now.getTime() + (DISRUPTION_DAYS + 1) * 24 * HOUR),
    );
    return disruptionsByDay(events, now);
  }
}
