import { describe, expect, it } from 'vitest';
import { sailingTimeZones, utcOffsetName } from '#domain/trips/sailing-time-zones.ts';

describe('a sailing’s time zones', () => {
  it('names the offset a date-time is written with as travellers read it', () => {
    expect(utcOffsetName('2026-12-16T09:30:00+02:00')).toBe('UTC+2');
    expect(utcOffsetName('2026-07-16T09:10:00+0200')).toBe('UTC+2');
    expect(utcOffsetName('2026-12-16T09:10:00-03:30')).toBe('UTC-3:30');
    expect(utcOffsetName('2026-12-16T09:10:00+05:45')).toBe('UTC+5:45');
    expect(utcOffsetName('2026-12-16T09:10:00Z')).toBe('UTC');
    expect(utcOffsetName('2026-12-16T09:10:00+00:00')).toBe('UTC');
    expect(() => utcOffsetName('2026-12-16T09:10:00')).toThrow(RangeError);
  });

  it('gives both ports’ zones when they keep different clocks: Corfu → Sarandë, Albania an hour behind', () => {
    expect(sailingTimeZones('2026-12-16T09:30:00+02:00', '2026-12-16T09:10:00+01:00')).toEqual({
      departure: 'UTC+2',
      arrival: 'UTC+1',
    });
    expect(sailingTimeZones('2026-07-16T09:30:00+03:00', '2026-07-16T09:10:00+02:00')).toEqual({
      departure: 'UTC+3',
      arrival: 'UTC+2',
    });
  });

  it('gives none when both ports keep the same clock, however the offset is written', () => {
    expect(sailingTimeZones('2026-07-14T07:25:00+03:00', '2026-07-14T15:05:00+03:00')).toBeNull();
    expect(sailingTimeZones('2026-07-14T07:25:00+0300', '2026-07-14T15:05:00+03:00')).toBeNull();
  });
});
