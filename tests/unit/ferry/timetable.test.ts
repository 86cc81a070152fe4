import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vesselOrThrow } from '#adapters/ferry-upstream/catalogue/vessels.ts';
import { formatLocal, localToInstant } from '#adapters/ferry-upstream/network/local-time.ts';
import { seasonOf, segmentById, segmentsOn } from '#adapters/ferry-upstream/network/timetable.ts';
import { addDays } from '#domain/search/calendar-date.ts';

const HOUR = 3_600_000;
const dateArb = fc.integer({ min: 0, max: 730 }).map((offset) => addDays('2026-01-01', offset));

describe('the timetable', () => {
  it('sails Piraeus–Santorini on every day of the year, with at least three companies in summer', () => {
    fc.assert(
      fc.property(dateArb, (date) => {
        expect(segmentsOn('PIR', 'JTR', date).length).toBeGreaterThan(0);
      }),
    );
    const summer = segmentsOn('PIR', 'JTR', '2026-07-15');
    expect(new Set(summer.map((s) => s.run.line.company)).size).toBeGreaterThanOrEqual(3);
  });

  it('is deterministic and rebuilds any trip from its id', () => {
    fc.assert(
      fc.property(
        dateArb,
        fc.constantFrom(['PIR', 'JTR'], ['GPA', 'AOI'], ['RAF', 'JMK'], ['KYL', 'ZTH'], ['RHO', 'KGS']),
        (date, [from, to]) => {
          const segments = segmentsOn(from!, to!, date);
          expect(segmentsOn(from!, to!, date).map((s) => s.tripId)).toEqual(segments.map((s) => s.tripId));
          for (const segment of segments) {
            const rebuilt = segmentById(segment.tripId)!;
            expect(rebuilt.departureDatetime).toBe(segment.departureDatetime);
            expect(rebuilt.arrivalDatetime).toBe(segment.arrivalDatetime);
            expect(segment.departureDatetime.startsWith(date)).toBe(true);
            expect(segment.arrival).toBeGreaterThan(segment.departure);
          }
        },
      ),
    );
  });

  it('makes high-speed craft faster than conventional ferries on the same crossing', () => {
    const trips = segmentsOn('PIR', 'JTR', '2026-07-15');
    const duration = (highSpeed: boolean) =>
      Math.min(
        ...trips
          .filter((t) => vesselOrThrow(t.run.line.vessel).highSpeed === highSpeed)
          .map((t) => t.arrival - t.departure),
      );
    expect(duration(true)).toBeLessThan(duration(false));
    expect(duration(true) / HOUR).toBeGreaterThan(4);
    expect(duration(true) / HOUR).toBeLessThan(6.5);
    expect(duration(false) / HOUR).toBeGreaterThan(6.5);
    expect(duration(false) / HOUR).toBeLessThan(10);
  });

  it('sails more in summer than in winter and runs no high-speed craft in winter', () => {
    const count = (date: string) => segmentsOn('PIR', 'JTR', date).length;
    expect(count('2026-08-05')).toBeGreaterThan(count('2027-01-13'));
    expect(
      segmentsOn('PIR', 'JTR', '2027-01-13').every((t) => !vesselOrThrow(t.run.line.vessel).highSpeed),
    ).toBe(true);
    expect(seasonOf('2026-08-01')).toBe('S');
    expect(seasonOf('2026-05-01')).toBe('M');
    expect(seasonOf('2026-12-01')).toBe('W');
  });

  it('writes local times with the port offset, across summer time and time zones', () => {
    expect(formatLocal(localToInstant('2026-07-01', '07:25', 'GR'), 'GR')).toBe('2026-07-01T07:25:00+03:00');
    expect(formatLocal(localToInstant('2026-12-01', '07:25', 'GR'), 'GR')).toBe('2026-12-01T07:25:00+02:00');
    expect(formatLocal(localToInstant('2026-07-01', '07:25', 'GR'), 'IT')).toBe('2026-07-01T06:25:00+02:00');
    const ancona = segmentsOn('GPA', 'AOI', '2026-07-15')[0]!;
    expect(ancona.arrivalDatetime).toMatch(/\+02:00$/);
    expect(segmentById('nonsense')).toBeUndefined();
    expect(segmentById('BSF1-O-20260715-0726-PIR-JTR')).toBeUndefined();
  });
});
