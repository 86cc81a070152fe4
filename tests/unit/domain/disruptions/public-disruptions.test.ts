import { describe, expect, it } from 'vitest';
import type { SailingDisruption } from '#domain/disruptions/disruption.ts';
import { disruptionsByDay } from '#domain/disruptions/public-disruptions.ts';

const event = (overrides: Partial<SailingDisruption>): SailingDisruption =>
  ({
    id: 'e',
    agentName: 'ferryhub',
    sailingId: 'S1',
    kind: 'cancelled',
    area: 'Cyclades',
    departure: '2027-01-11T05:25:00.000Z',
    occurredAt: '2027-01-10T20:00:00.000Z',
    delayMinutes: null,
    ...overrides,
  }) as SailingDisruption;

describe('the public page of disruptions', () => {
  // 23:30 in Athens on 10 January: today is the 10th there, though UTC is still on it too.
  const now = new Date('2027-01-10T21:30:00Z');

  it('lists today and tomorrow by Athens business day, then only the later days with news, regions in order, each sailing once', () => {
    const days = disruptionsByDay(
      [
        event({ id: 'a', sailingId: 'S1', area: 'Dodecanese', departure: '2027-01-10T22:30:00Z' }),
        // The same cancellation told by a second system selling the ship.
        event({
          id: 'b',
          agentName: 'attica-direct',
          sailingId: 'S1',
          area: 'Dodecanese',
          departure: '2027-01-10T22:30:00Z',
        }),
        event({
          id: 'c',
          sailingId: 'S2',
          area: 'Cyclades',
          departure: '2027-01-11T05:25:00Z',
          kind: 'delayed',
          delayMinutes: 30,
        }),
        // 01:00 on the 13th in Athens: a later day, listed because something happened on it.
        event({ id: 'd', sailingId: 'S3', area: 'Crete', departure: '2027-01-12T23:00:00Z' }),
        // The last day of the week ahead, and the first past it.
        event({ id: 'e', sailingId: 'S4', area: 'Crete', departure: '2027-01-16T10:00:00Z' }),
        event({ id: 'f', sailingId: 'S5', area: 'Crete', departure: '2027-01-17T10:00:00Z' }),
      ],
      now,
    );
    expect(days.map((day) => day.day)).toEqual(['2027-01-10', '2027-01-11', '2027-01-13', '2027-01-16']);
    expect(days[2]!.regions[0]!.disruptions.map((event) => event.id)).toEqual(['d']);
    // 22:30 UTC is 00:30 on the 11th in Athens: tomorrow's, not today's.
    expect(days[0]!.regions).toEqual([]);
    expect(days[1]!.regions.map((region) => region.area)).toEqual(['Cyclades', 'Dodecanese']);
    expect(days[1]!.regions[1]!.disruptions).toHaveLength(1);
  });
});
