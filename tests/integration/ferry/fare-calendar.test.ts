import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '#application/app-services.ts';
import type { DepartureDate } from '#application/ports/ferry-search.ts';
import { lowestFare } from '#domain/results/trip-price.ts';
import { addDays, FARE_MONTH_MAX_DAYS, fareMonthWindow } from '#domain/search/calendar-date.ts';
import { newSearchQuery, updateSearchLeg } from '#domain/search/search-query.ts';
import { requestContext } from '#web/app/request-context.ts';
import { loader } from '#web/app/routes/search-dates.ts';
import { appServices } from '../../../src/container/app-services.ts';
import { testContainer } from '../../support/test-container.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { testDay } from '../../support/test-today.ts';

let database: TestDatabase;
let services: AppServices;

beforeAll(async () => {
  database = await createTestDatabase();
  const { container } = testContainer(database.knex, { FERRY_SEARCH_CACHE_TTL_SECONDS: '0' });
  services = appServices(container);
});
afterAll(async () => {
  await database?.destroy();
});

/** The picker's resource route, as the browser asks it. */
async function datesOf(query: string): Promise<{ status: number; dates: DepartureDate[] }> {
  const context = new RouterContextProvider();
  context.set(requestContext, { services } as never);
  const answer = (await loader({
    request: new Request(`http://kyma.test/search/dates?${query}`),
    context,
    params: {},
  } as never)) as { data: { dates: DepartureDate[] }; init: { status?: number } | null };
  return { status: answer.init?.status ?? 200, dates: answer.data.dates };
}

/** The lowest "from" price of the day's sailings, as the results page shows them; null without sailings. */
async function lowestOnResults(origin: string, destination: string, date: string): Promise<number | null> {
  const query = updateSearchLeg(newSearchQuery(), 0, {
    departurePort: origin,
    destinationPort: destination,
    departureDate: date,
  });
  const found = await services.ferry.searchFares.execute({ query });
  const fares = found.legs[0]!.trips.map(lowestFare).filter((fare): fare is number => fare !== null);
  return fares.length === 0 ? null : Math.min(...fares);
}

describe('the fare calendar (issue #28)', () => {
  const month = fareMonthWindow(testDay(40), '2000-01-01');

  it('gives one month of a route, each day with sailings once, within that month', async () => {
    const { status, dates } = await datesOf(
      `origin=PIR&destination=JTR&from=${month.from}&days=${month.days}`,
    );
    expect(status).toBe(200);
    expect(dates.length).toBeGreaterThan(0);
    expect(new Set(dates.map((day) => day.date)).size).toBe(dates.length);
    for (const day of dates) {
      expect(day.date >= month.from && day.date <= addDays(month.from, month.days - 1)).toBe(true);
      expect(day.departures).toBeGreaterThan(0);
    }
  });

  it('answers no more than one month per request', async () => {
    const { dates } = await datesOf(`origin=PIR&destination=JTR&from=${month.from}&days=90`);
    expect(dates.at(-1)!.date <= addDays(month.from, FARE_MONTH_MAX_DAYS - 1)).toBe(true);
  });

  it('marks exactly the days the search finds sailings on, at the lowest fare the results show', async () => {
    // Astypalea has no sailing every day, so the week holds days with and without.
    const week = 7;
    const { dates } = await datesOf(`origin=PIR&destination=AST&from=${month.from}&days=${week}`);
    const calendar = new Map(dates.map((day) => [day.date, day.lowestFare]));
    const results = new Map<string, number | null>();
    for (let offset = 0; offset < week; offset++) {
      const date = addDays(month.from, offset);
      results.set(date, await lowestOnResults('PIR', 'AST', date));
    }
    expect([...results.values()].some((fare) => fare === null)).toBe(true);
    expect([...results.values()].some((fare) => fare !== null)).toBe(true);
    for (const [date, fare] of results) expect(calendar.get(date) ?? null, date).toBe(fare);
  });

  it('refuses a request without a route or a day with a 400', async () => {
    expect((await datesOf(`origin=PIR&from=${month.from}`)).status).toBe(400);
    expect((await datesOf('origin=PIR&destination=JTR&from=2026-13-45')).status).toBe(400);
  });
});
