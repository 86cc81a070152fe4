import { addDays } from '#domain/search/calendar-date.ts';

/** Days are UTC noon dates here: only the calendar day matters, never the clock or the zone. */
export const asDate = (iso: string) => new Date(`${iso}T12:00:00Z`);
export const monthStart = (iso: string) => `${iso.slice(0, 8)}01`;
export const laterDay = (a: string, b: string) => (a > b ? a : b);
/** `day` kept within `min` and, when there is one, `max`. */
export const dayWithin = (day: string, min: string, max?: string) =>
  max !== undefined && day > max ? laterDay(max, min) : laterDay(day, min);

/** The first day of the month `months` before (negative) or after the given day's month. */
export const addMonths = (iso: string, months: number) => {
  const date = asDate(monthStart(iso));
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
};
/** Monday-first weekday, 0..6. */
const weekday = (iso: string) => (asDate(iso).getUTCDay() + 6) % 7;

/** A Monday-first week of seven days, for the grid's column headings. */
export const WEEKDAYS = Array.from({ length: 7 }, (_, index) => addDays('2024-01-01', index));

/** The month's weeks, Monday first; the cells before the first and after the last day are null. */
export function monthWeeks(month: string): Array<Array<string | null>> {
  const first = monthStart(month);
  const cells: Array<string | null> = Array.from({ length: weekday(first) }, () => null);
  for (let day = first; day.slice(0, 7) === first.slice(0, 7); day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, index) => cells.slice(index * 7, index * 7 + 7));
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * The day a key moves the focus to in a WAI-ARIA date grid: arrows by day and week, Page Up/Down by month,
 * Home/End to the week's ends; null for any other key.
 */
export function dayAfterKey(key: string, focused: string): string | null {
  const step = KEY_STEPS[key];
  if (step !== undefined) return addDays(focused, step);
  if (key === 'PageUp') return addMonths(focused, -1);
  if (key === 'PageDown') return addMonths(focused, 1);
  if (key === 'Home') return addDays(focused, -weekday(focused));
  if (key === 'End') return addDays(focused, 6 - weekday(focused));
  return null;
}
