import { err, ok, type Result } from '#domain/shared/result.ts';
import type { DepartureDate } from '../ports/ferry-inventory.ts';
import { type FerryError, type FerryNetwork, unavailable } from './ferry-network.ts';

export interface ListDepartureDatesInput {
  origin: string;
  destination: string;
  from: string;
  days: number;
}

/**
 * Days with sailings between two ports and the lowest fare of each day across upstreams, so the calendar
 * can show prices (booking API `getDates`). Overlapping systems sell the same sailings, so a day counts
 * the most departures any one system reports rather than the sum.
 */
export class ListDepartureDates {
  private readonly deps: { network: FerryNetwork };
  constructor(deps: { network: FerryNetwork }) {
    this.deps = deps;
  }

  async execute(input: ListDepartureDatesInput): Promise<Result<DepartureDate[], FerryError>> {
    const outcomes = await this.deps.network.all((upstream, options) =>
      upstream.departureDates(input, options),
    );
    const answered = outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.value!);
    if (answered.length === 0) return err(unavailable(outcomes));
    const byDate = new Map<string, DepartureDate>();
    for (const date of answered.flat()) {
      const known = byDate.get(date.date);
      byDate.set(
        date.date,
        known
          ? {
              date: date.date,
              departures: Math.max(known.departures, date.departures),
              lowestFare: Math.min(known.lowestFare, date.lowestFare),
            }
          : date,
      );
    }
    return ok([...byDate.values()].sort((a, b) => a.date.localeCompare(b.date)));
  }
}
