import { data } from 'react-router';
import { FARE_MONTH_MAX_DAYS, isIsoDate } from '#domain/search/calendar-date.ts';
import { requestContext } from '../request-context.ts';
import type { Route } from './+types/search-dates.ts';

/** How far ahead one request looks: the one month a fare calendar shows (fareMonthWindow). */
const MAX_DAYS = FARE_MONTH_MAX_DAYS;

/**
 * The date picker's fares (resource route): `/search/dates?origin=PIR&destination=JTR&from=2026-12-01&days=31`
 * lists the days with departures and the lowest fare of each.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const origin = params.get('origin')?.trim().toUpperCase() ?? '';
  const destination = params.get('destination')?.trim().toUpperCase() ?? '';
  const from = params.get('from') ?? '';
  const days = Math.min(
    MAX_DAYS,
    Math.max(1, Math.trunc(Number(params.get('days') ?? MAX_DAYS)) || MAX_DAYS),
  );
  if (!origin || !destination || !isIsoDate(from)) return data({ dates: [] }, { status: 400 });
  const dates = await context
    .get(requestContext)
    .services.ferry.listDepartureDates.execute({ origin, destination, from, days });
  if (!dates.ok) return data({ dates: [] }, { status: 503 });
  return data({ dates: dates.value }, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
