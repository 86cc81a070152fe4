import { clockStartingAt } from '#adapters/clock/started-clock.ts';
import type { Clock } from '#application/ports/clock.ts';
import { addDays } from '#domain/search/calendar-date.ts';
import { businessDay } from '#domain/site/business-day.ts';

/**
 * "Today" for every test, unit, integration and browser alike (decision 0101): Friday 27 November 2026,
 * 10:00 in Athens. The simulated timetable is seasonal (catalogue/lines.ts), and fares follow each sailing's
 * own demand, so a test dated from the machine's clock meets another network every day it runs. This is a
 * winter morning: the season with the fewest sailings, so what a test finds here it finds in any season
 * (the calendar sweep proves each helper over a whole year); the day's later sailings are still to leave.
 */
export const TEST_TODAY = new Date('2026-11-27T08:00:00Z');

/** The environment variable a process under test reads its clock from (the web server, the worker). */
export const TEST_CLOCK_ENV = { CLOCK_START: TEST_TODAY.toISOString() };

/** A clock that starts at `start` (the test "today" unless a test says otherwise) and ticks on. */
export const testClock = (start: Date = TEST_TODAY): Clock => clockStartingAt(start);

/** The calendar day in Athens `days` after the test "today" (YYYY-MM-DD). */
export const testDay = (days = 0, today: Date = TEST_TODAY): string => addDays(businessDay(today), days);

/** A day of the first July after the test "today": high summer, when every line sails. */
export function summerDay(day: number, today: Date = TEST_TODAY): string {
  const year = today.getUTCMonth() < 5 ? today.getUTCFullYear() : today.getUTCFullYear() + 1;
  return `${year}-07-${String(day).padStart(2, '0')}`;
}

/** The first `MM-DD` after tomorrow, counted from the test "today" (a season's day still ahead). */
export function nextMonthDay(monthDay: string, today: Date = TEST_TODAY): string {
  const tomorrow = testDay(1, today);
  const thisYear = `${tomorrow.slice(0, 4)}-${monthDay}`;
  return thisYear > tomorrow ? thisYear : `${Number(tomorrow.slice(0, 4)) + 1}-${monthDay}`;
}
