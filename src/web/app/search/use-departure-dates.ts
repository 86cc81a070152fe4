import { useEffect, useState } from 'react';
import type { DepartureDate } from '#application/ports/ferry-search.ts';

/** Days with departures and their lowest fare, by YYYY-MM-DD; null while unknown (no route yet, or loading). */
export type FareCalendar = Map<string, DepartureDate> | null;

const answers = new Map<string, Promise<DepartureDate[]>>();

/** One request per route and window for the whole page: the same calendar is opened again and again. */
function fetchDates(origin: string, destination: string, from: string, days: number) {
  const query = new URLSearchParams({ origin, destination, from, days: String(days) }).toString();
  let answer = answers.get(query);
  if (!answer) {
    answer = fetch(`/search/dates?${query}`)
      .then((response) => (response.ok ? response.json() : { dates: [] }))
      .then((body: { dates: DepartureDate[] }) => body.dates);
    // A failed request is asked again next time rather than remembered as "no sailings".
    answer.catch(() => answers.delete(query));
    answers.set(query, answer);
  }
  return answer;
}

/** The fares of a route for the days from `from` on (the date picker's month and the next). */
export function useDepartureDates(
  origin: string,
  destination: string,
  from: string,
  days: number,
): FareCalendar {
  const [calendar, setCalendar] = useState<FareCalendar>(null);
  useEffect(() => {
    setCalendar(null);
    if (!origin || !destination) return;
    let current = true;
    fetchDates(origin, destination, from, days)
      .then((dates) => {
        if (current) setCalendar(new Map(dates.map((date) => [date.date, date])));
      })
      .catch(() => {
        if (current) setCalendar(new Map());
      });
    return () => {
      current = false;
    };
  }, [origin, destination, from, days]);
  return calendar;
}
