import type { DisruptionKind } from '#domain/disruptions/disruption.ts';
import type { DisruptionRepository } from '../ports/disruption-repository.ts';

/** What the results mark on a sailing: the most serious event known about it. */
export interface TripDisruptionMark {
  kind: DisruptionKind;
  minutes: number;
  vessel: string;
}

const GRAVITY: DisruptionKind[] = ['cancelled', 'delayed', 'vesselChanged', 'weatherWarning'];

/** The results' marks (issue #26 point 5): for each trip shown with a known disruption, the gravest. */
export class ListTripDisruptions {
  readonly #deps: { disruptions: DisruptionRepository };
  constructor(deps: { disruptions: DisruptionRepository }) {
    this.#deps = deps;
  }

  async execute(input: { tripIds: string[] }): Promise<Record<string, TripDisruptionMark>> {
    const marks: Record<string, TripDisruptionMark> = {};
    const shown = new Set(input.tripIds);
    for (const event of await this.#deps.disruptions.onTrips([...shown])) {
      for (const tripId of event.tripIds.filter((id) => shown.has(id))) {
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
