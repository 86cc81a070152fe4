import { describe, expect, it } from 'vitest';
import { isIsoDate, isReturnDateValid } from '../../../../src/domain/search/calendar-date.ts';

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
});
