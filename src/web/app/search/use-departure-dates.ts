import { useEffect, useState } from 'react';
import type { DepartureDate } from '#application/ports/ferry-search.ts';

/** Days with departures and their lowest fare, by YYYY-MM-DD; null while unknown (no route yet, or loading). */
export type FareCalendar = Map<string, DepartureDate> | null;

const UNKNOWN = { fares: null, failed: false };

const answers = new Map<string, Promise<DepartureDate[]>>();

/** One request per route and window for the whole page: the same calendar is opened again and again. */
function fetchDates(origin: string, destination: string, from: string, days: number) {
  const query = new URLSearchParams({ origin, destination, from, days: String(days) }).toString();
  let answer = answers.get(query);
  if (!answer) {
    answer = fetch(`/search/dates?${query}`)
      .then((response) => {
        // A refused or failed answer is no calendar at all, never a month without sailings.
        if (!response.ok) throw new Error(`/search/dates answered ${response.status}`);
        return response.json();
      })
      .then((body: { dates: DepartureDate[] }) => body.dates);
    // A failed request is asked again next time rather than remembered as "no sailings".
    answer.catch(() => answers.delete(query));
    answers.set(query, answer);
  }
  return answer;
}

/**
 * The fares of a route for `days` days from `from` (a fare calendar's month). When they cannot be had,
 * `fares` stays null, so no day is taken for one without sailings, and `failed` says so.
 */
export function useDepartureDates(
  origin: string,
  destination: string,
  from: string,
  days: number,
): { fares: FareCalendar; failed: boolean } {
  const [calendar, setCalendar] = useState<{ fares: FareCalendar; failed: boolean }>(UNKNOWN);
  useEffect(() => {
    setCalendar(UNKNOWN);
    if (!origin || !destination) return;
    let current = true;
    fetchDates(origin, destination, from, days)
      .then((dates) => {
        if (current) setCalendar({ fares: new Map(dates.map((date) => [date.date, date])), failed: false });
      })
      .catch(() => {
        if (current) setCalendar({ fares: null, failed: true });
      });
    return () => {
      current = false;
    };
  }, [origin, destination, from, days]);
  return calendar;
}

/** What the calendar says under its days: the fares are loading, could not be had, or what they mean. */
export function fareHint(fares: FareCalendar, failed: boolean, routeChosen: boolean): string {
  if (failed) return 'searchFaresUnavailable';
  return fares === null && routeChosen ? 'searchLoadingFares' : 'searchFaresHint';
}
