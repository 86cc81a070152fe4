import { describe, expect, it } from 'vitest';
import {
  addDays,
  FARE_MONTH_MAX_DAYS,
  fareMonthWindow,
  isIsoDate,
  isReturnDateValid,
  neighbouringDays,
} from '#domain/search/calendar-date.ts';

describe('calendar dates', () => {
  it('accepts only real YYYY-MM-DD days', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('01/07/2026')).toBe(false);
  });

  it('accepts a return on or after the departure day', () => {
    expect(isReturnDateValid('2026-07-01', '2026-07-01')).toBe(true);
    expect(isReturnDateValid('2026-07-02', '2026-07-01')).toBe(false);
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('offers the days around a search, never before today', () => {
    expect(neighbouringDays('2026-07-10', 2, '2026-07-01')).toEqual([
      '2026-07-08',
      '2026-07-09',
      '2026-07-10',
      '2026-07-11',
      '2026-07-12',
    ]);
    expect(neighbouringDays('2026-07-02', 3, '2026-07-01')).toEqual([
      '2026-07-01',
      '2026-07-02',
      '2026-07-03',
      '2026-07-04',
      '2026-07-05',
    ]);
  });

  it('asks a fare calendar for one month, from its first day or the first day that can be chosen', () => {
    expect(fareMonthWindow('2026-12-01', '2026-11-27')).toEqual({ from: '2026-12-01', days: 31 });
    expect(fareMonthWindow('2026-11-01', '2026-11-27')).toEqual({ from: '2026-11-27', days: 4 });
    expect(fareMonthWindow('2028-02-01', '2027-01-01')).toEqual({ from: '2028-02-01', days: 29 });
    expect(fareMonthWindow('2027-02-15', '2027-01-01')).toEqual({ from: '2027-02-01', days: 28 });
    expect(fareMonthWindow('2026-10-01', '2026-11-27')).toEqual({ from: '2026-11-27', days: 0 });
    for (const month of ['2027-01-01', '2027-04-01', '2027-07-01'])
      expect(fareMonthWindow(month, '2026-01-01').days).toBeLessThanOrEqual(FARE_MONTH_MAX_DAYS);
  });
});
