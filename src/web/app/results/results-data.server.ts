import type { AppServices } from '#application/app-services.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { Cents } from '#domain/money/cents.ts';
import { isReturnDateValid, neighbouringDays } from '#domain/search/calendar-date.ts';
import type { ResultsView } from '#domain/search/results-url.ts';
import { type SearchQuery, searchedLegs, setSearchedDate } from '#domain/search/search-query.ts';
import { siteIntl } from '../i18n/site-intl.ts';
import { resultsPath } from '../search/results-path.ts';

/** Spec §2 "Results": the days either side of the searched one that the strip offers. */
const NEIGHBOURING_DAYS = 3;

export interface StripDay {
  date: string;
  /** Written out on the server, as every date of the page (see date-text.server.ts). */
  label: string;
  lowestFare: Cents | null;
  /** The same search (order and filters too) on this day. */
  path: string;
  current: boolean;
}

const SHORT_DAY: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
};
const LONG_DAY: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeZone: 'UTC' };
const noon = (iso: string) => new Date(`${iso}T12:00:00Z`);

/**
 * The same calendar day, written out in the page's language: "Tue, 15 Dec". With the language's shared
 * formatters: making an `Intl.DateTimeFormat` for each of a results page's ~20 days was 7 % of its CPU.
 */
export function shortDayText(iso: string, locale: LocaleCode): string {
  return siteIntl(locale).formatDate(noon(iso), SHORT_DAY);
}

export function longDayText(iso: string, locale: LocaleCode): string {
  return siteIntl(locale).formatDate(noon(iso), LONG_DAY);
}

/** A day the strip may offer: one that keeps a round trip's return on or after its outbound day. */
function keepsOrder(search: SearchQuery): boolean {
  return (
    search.typeOfTrip !== 'roundTrip' || isReturnDateValid(search.legs[0]!.departureDate, search.returnDate)
  );
}

/**
 * For each searched crossing, the days around it with their lowest fare, each linking to the same search
 * on that day. A calendar that cannot be fetched leaves the days without fares, still as links.
 */
export async function dayStrips(
  services: AppServices,
  view: ResultsView,
  today: string,
  locale: LocaleCode,
): Promise<StripDay[][]> {
  return Promise.all(
    searchedLegs(view.search).map(async (leg, legIndex) => {
      const days = neighbouringDays(leg.departureDate, NEIGHBOURING_DAYS, today);
      const fares = await services.ferry.listDepartureDates.execute({
        origin: leg.departurePort,
        destination: leg.destinationPort,
        from: days[0] ?? leg.departureDate,
        days: days.length,
      });
      const byDate = new Map(fares.ok ? fares.value.map((day) => [day.date, day.lowestFare]) : []);
      return days.flatMap((date) => {
        const search = setSearchedDate(view.search, legIndex, date);
        if (!keepsOrder(search)) return [];
        return [
          {
            date,
            label: shortDayText(date, locale),
            lowestFare: byDate.get(date) ?? null,
            path: resultsPath(locale, { ...view, search }),
            current: date === leg.departureDate,
          },
        ];
      });
    }),
  );
}
