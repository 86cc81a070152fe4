import type { AppServices } from '#application/app-services.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { addDays } from '#domain/search/calendar-date.ts';
import { newSearchQuery, updateSearchLeg } from '#domain/search/search-query.ts';
import { resultsPath } from './results-path.ts';

/** How far ahead a route link looks for its next sailing. */
const LOOK_AHEAD_DAYS = 30;

/**
 * A link to the results of a route on its next day with sailings from tomorrow on (today's may have
 * left already), or tomorrow when none is known: the results then suggest other days.
 */
export async function nextSailingPath(
  services: AppServices,
  locale: LocaleCode,
  route: { from: string; to: string },
  today: string,
): Promise<string> {
  const tomorrow = addDays(today, 1);
  const dates = await services.ferry.listDepartureDates.execute({
    origin: route.from,
    destination: route.to,
    from: tomorrow,
    days: LOOK_AHEAD_DAYS,
  });
  const date = (dates.ok ? dates.value[0]?.date : undefined) ?? tomorrow;
  const search = updateSearchLeg(newSearchQuery(), 0, {
    departurePort: route.from,
    destinationPort: route.to,
    departureDate: date,
  });
  return resultsPath(locale, { search });
}
