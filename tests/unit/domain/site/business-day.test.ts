import { describe, expect, it } from 'vitest';
import { businessDay } from '#domain/site/business-day.ts';

describe('businessDay', () => {
  it('is already the next Athens date at 23:30 UTC on a summer day (UTC+3)', () => {
    expect(businessDay(new Date('2026-07-14T23:30:00Z'))).toBe('2026-07-15');
  });

  it('turns at 22:00 UTC in winter (UTC+2) and at 21:00 UTC in summer', () => {
    expect(businessDay(new Date('2026-01-14T21:59:59Z'))).toBe('2026-01-14');
    expect(businessDay(new Date('2026-01-14T22:00:00Z'))).toBe('2026-01-15');
    expect(businessDay(new Date('2026-07-14T20:59:59Z'))).toBe('2026-07-14');
    expect(businessDay(new Date('2026-07-14T21:00:00Z'))).toBe('2026-07-15');
  });

  it('follows the changes of clock: the last Sundays of March and October', () => {
    // 2026-03-29 01:00 UTC the clocks go forward; 2026-10-25 01:00 UTC they go back.
    expect(businessDay(new Date('2026-03-28T21:30:00Z'))).toBe('2026-03-28');
    expect(businessDay(new Date('2026-03-29T21:30:00Z'))).toBe('2026-03-30');
    expect(businessDay(new Date('2026-10-24T21:30:00Z'))).toBe('2026-10-25');
    expect(businessDay(new Date('2026-10-25T21:30:00Z'))).toBe('2026-10-25');
  });

  it('tells each instant of a minute the same day, and the next minute its own', () => {
    expect(businessDay(new Date('2026-01-14T21:59:00.000Z'))).toBe('2026-01-14');
    expect(businessDay(new Date('2026-01-14T21:59:59.999Z'))).toBe('2026-01-14');
    expect(businessDay(new Date('2026-01-14T22:00:00.000Z'))).toBe('2026-01-15');
    // Back in time too (a clock corrected, a test's fixed instant).
    expect(businessDay(new Date('2026-01-14T21:59:30.000Z'))).toBe('2026-01-14');
  });

  it('refuses an instant that is not one', () => {
    expect(() => businessDay(new Date('not a date'))).toThrow(RangeError);
    expect(() => businessDay(new Date('also not'))).toThrow(RangeError);
  });
});
