import { err, ok, type Result } from '#domain/shared/result.ts';
import { businessDay } from '#domain/site/business-day.ts';
import type { Clock } from '../ports/clock.ts';
import type { DepartureDate } from '../ports/ferry-search.ts';
import { type FerryError, type FerryNetwork, unavailable } from './ferry-network.ts';
import type { UpstreamAnswerCache } from './upstream-answer-cache.ts';

export interface ListDepartureDatesInput {
  origin: string;
  destination: string;
  /** The first day; today in Athens when absent. */
  from?: string;
  days: number;
}

/**
 * Days with sailings between two ports and the lowest fare of each day across upstreams, so the calendar
 * can show prices (booking API `getDates`). Overlapping systems sell the same sailings, so a day counts
 * the most departures any one system reports rather than the sum. Complete answers are cached like
 * searches: every page with route links (home, destinations) asks for the same few routes.
 */
export class ListDepartureDates {
  private readonly deps: { network: FerryNetwork; answers: UpstreamAnswerCache; clock: Clock };
  constructor(deps: { network: FerryNetwork; answers: UpstreamAnswerCache; clock: Clock }) {
    this.deps = deps;
  }

  async execute(input: ListDepartureDatesInput): Promise<Result<DepartureDate[], FerryError>> {
    const { origin, destination, days } = input;
    const from = input.from ?? businessDay(this.deps.clock.now());
    const upstreams = this.deps.network.upstreams.map((upstream) => upstream.agentName);
    const key = `dates:v1:${JSON.stringify({ origin, destination, from, days, upstreams })}`;
    const cached = await this.deps.answers.read<DepartureDate[]>(key);
    if (cached) return ok(cached);
    const outcomes = await this.deps.network.all((upstream, options) =>
      upstream.departureDates({ origin, destination, from, days }, options),
    );
    const answered = outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.value!);
    if (answered.length === 0) return err(unavailable(outcomes));
    const dates = mergedDates(answered.flat());
    if (answered.length === outcomes.length) await this.deps.answers.write(key, dates);
    return ok(dates);
  }
}

function mergedDates(dates: DepartureDate[]): DepartureDate[] {
  const byDate = new Map<string, DepartureDate>();
  for (const date of dates) {
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
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}
