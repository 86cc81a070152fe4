import { describe, expect, it } from 'vitest';
import { LINES } from '#adapters/ferry-upstream/catalogue/lines.ts';
import {
  disruptionRate,
  generatedDisruption,
  runsDeparting,
} from '#adapters/ferry-upstream/network/disruption-generator.ts';
import { runById, tripIdsOf } from '#adapters/ferry-upstream/network/timetable.ts';

const winterWeek = [Date.parse('2027-01-11T00:00:00Z'), Date.parse('2027-01-18T00:00:00Z')] as const;

describe('the simulated disruption feed', () => {
  it('tells the same events for the same sailings, run after run', () => {
    const first = runsDeparting(LINES, ...winterWeek).flatMap((run) => generatedDisruption(run) ?? []);
    const again = runsDeparting(LINES, ...winterWeek).flatMap((run) => generatedDisruption(run) ?? []);
    expect(first.length).toBeGreaterThan(0);
    expect(again).toEqual(first);
  });

  it('disrupts about the seeded share of a season, and more in winter than in the shoulder months', () => {
    const share = (from: string, until: string) => {
      const runs = runsDeparting(LINES, Date.parse(from), Date.parse(until));
      return runs.filter((run) => generatedDisruption(run)).length / runs.length;
    };
    const winter = share('2027-01-04T00:00:00Z', '2027-02-01T00:00:00Z');
    const shoulder = share('2027-05-03T00:00:00Z', '2027-05-31T00:00:00Z');
    expect(winter).toBeGreaterThan(0.05);
    expect(winter).toBeLessThan(0.13);
    expect(shoulder).toBeLessThan(winter);
  });

  it('rates high-speed craft above conventional ships in the same season', () => {
    const seajets = LINES.find((line) => line.company === 'SJ')!;
    const blueStar = LINES.find((line) => line.company === 'BSF')!;
    expect(disruptionRate(seajets, 'W')).toBeGreaterThan(disruptionRate(blueStar, 'W'));
  });

  it('gives each event the sailing it is about, all its trips, and new times for a delay', () => {
    const events = runsDeparting(LINES, ...winterWeek).flatMap((run) => generatedDisruption(run) ?? []);
    const delay = events.find((event) => event.kind === 'delayed')!;
    const run = runById(delay.sailingId)!;
    expect(delay.tripIds).toEqual(tripIdsOf(run));
    expect(Date.parse(delay.newDeparture!) - Date.parse(delay.departure)).toBe(delay.delayMinutes! * 60_000);
    expect(delay.occurredAt < delay.departure).toBe(true);
    expect(
      events.filter((event) => event.kind === 'cancelled').every((event) => event.delayMinutes === null),
    ).toBe(true);
  });
});
