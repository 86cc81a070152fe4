import type { DisruptionKind } from '#domain/disruptions/disruption.ts';
import type { ContentCache } from '../ports/content-cache.ts';
import type { DisruptionRepository } from '../ports/disruption-repository.ts';

/** What the results mark on a sailing: the most serious event known about it. */
export interface TripDisruptionMark {
  kind: DisruptionKind;
  minutes: number;
  vessel: string;
}

const GRAVITY: DisruptionKind[] = ['cancelled', 'delayed', 'vesselChanged', 'weatherWarning'];
/** The marks' entity in their cache: what `FollowDisruptions` invalidates when it records an event. */
export const TRIP_MARKS = 'tripMarks';

/**
 * The results' marks (issue #26 point 5): for each trip shown with a known disruption, the gravest. Read
 * through a cache of their own (decision 0092, part 3), keyed by the trips shown; the follower invalidates
 * it when it records an event, so every process's results show the mark from its next page on.
 */
export class ListTripDisruptions {
  readonly #deps: { disruptions: DisruptionRepository; marks: ContentCache };
  constructor(deps: { disruptions: DisruptionRepository; marks: ContentCache }) {
    this.#deps = deps;
  }

  execute(input: { tripIds: string[] }): Promise<Record<string, TripDisruptionMark>> {
    const shown = [...new Set(input.tripIds)].sort();
    if (shown.length === 0) return Promise.resolve({});
    return this.#deps.marks.read(TRIP_MARKS, shown.join(' '), () => this.#marks(shown));
  }

  async #marks(shown: string[]): Promise<Record<string, TripDisruptionMark>> {
    const marks: Record<string, TripDisruptionMark> = {};
    const wanted = new Set(shown);
    for (const event of await this.#deps.disruptions.onTrips(shown)) {
      for (const tripId of event.tripIds.filter((id) => wanted.has(id))) {
        const known = marks[tripId];
        if (known && GRAVITY.indexOf(known.kind) <= GRAVITY.indexOf(event.kind)) continue;
        marks[tripId] = {
          kind: event.kind,
          minutes: event.delayMinutes ?? 0,
          vessel: event.vesselName ?? '',
        };
      }
    }
    return marks;
  }
}
