import { describe, expect, it } from 'vitest';
import {
  arrivalDayOffset,
  departureDayOffset,
  durationMinutes,
  faresByKind,
  fastestTripIds,
  isNightRoute,
  lowestSelectionTotal,
} from '#domain/results/trip-summary.ts';
import { aTrip } from '../support/builders.ts';

describe('trip summary', () => {
  it('counts the days a sailing arrives after its departure day, by the ports’ own calendars', () => {
    expect(arrivalDayOffset(aTrip())).toBe(0);
    const overnight = aTrip({
      departureDatetime: '2026-07-01T23:30:00+03:00',
      arrivalDatetime: '2026-07-02T07:00:00+03:00',
    });
    expect(arrivalDayOffset(overnight)).toBe(1);
    const acrossMonths = aTrip({
      departureDatetime: '2026-07-31T22:00:00+03:00',
      arrivalDatetime: '2026-08-01T08:00:00+02:00',
    });
    expect(arrivalDayOffset(acrossMonths)).toBe(1);
  });

  it('counts a later leg’s days from the journey’s first departure, each on its own port’s calendar', () => {
    const journeyStart = '2026-12-15T22:00:00+02:00';
    // Leaves the day after the journey began and arrives, in Italy an hour behind, the day after that.
    const secondLeg = aTrip({
      departureDatetime: '2026-12-16T23:30:00+02:00',
      arrivalDatetime: '2026-12-17T07:00:00+01:00',
    });
    expect(departureDayOffset(secondLeg, journeyStart)).toBe(1);
    expect(arrivalDayOffset(secondLeg, journeyStart)).toBe(2);
    expect(arrivalDayOffset(secondLeg)).toBe(1);
    // 00:30 in Greece is still 23:30 of the day before in Italy: the arrival's own calendar says no later day.
    const intoTheNightBehind = aTrip({
      departureDatetime: '2026-12-15T22:00:00+02:00',
      arrivalDatetime: '2026-12-15T23:30:00+01:00',
    });
    expect(arrivalDayOffset(intoTheNightBehind, journeyStart)).toBe(0);
  });

  it('measures the crossing between instants, across offsets', () => {
    expect(durationMinutes(aTrip())).toBe(285);
    const toItaly = aTrip({
      departureDatetime: '2026-07-01T23:30:00+03:00',
      arrivalDatetime: '2026-07-02T08:00:00+02:00',
    });
    expect(durationMinutes(toItaly)).toBe(570);
    // Corfu 09:30 → Sarandë 09:10, Albania an hour behind: forty minutes, not minus twenty.
    const toAlbania = aTrip({
      departureDatetime: '2026-12-16T09:30:00+02:00',
      arrivalDatetime: '2026-12-16T09:10:00+01:00',
    });
    expect(durationMinutes(toAlbania)).toBe(40);
  });

  it('marks late, early and overnight sailings as night routes', () => {
    expect(isNightRoute(aTrip())).toBe(false);
    expect(isNightRoute(aTrip({ departureDatetime: '2026-07-01T21:00:00+03:00' }))).toBe(true);
    expect(isNightRoute(aTrip({ departureDatetime: '2026-07-01T04:59:00+03:00' }))).toBe(true);
    expect(
      isNightRoute(
        aTrip({
          departureDatetime: '2026-07-01T17:00:00+03:00',
          arrivalDatetime: '2026-07-02T06:00:00+03:00',
        }),
      ),
    ).toBe(true);
  });

  it('marks the quickest sailings, ties included, only when there are others to compare', () => {
    const slow = aTrip({ id: 'a' });
    const fast = aTrip({ id: 'b', arrivalDatetime: '2026-07-01T09:25:00+03:00' });
    const alsoFast = aTrip({ id: 'c', arrivalDatetime: '2026-07-01T09:25:00+03:00' });
    expect(fastestTripIds([slow, fast, alsoFast])).toEqual(new Set(['b', 'c']));
    expect(fastestTripIds([fast])).toEqual(new Set());
  });

  it('gives the "from" fare and the places left of each kind sold', () => {
    const trip = aTrip({
      cabinAvailability: [
        {
          code: 'A2',
          name: 'Two-berth cabin',
          berthsPerCabin: 2,
          maleBerths: 1,
          femaleBerths: 0,
          wholeCabins: 2,
          lowestFare: 9900,
          wholeCabinFare: 18000,
          accessible: false,
        },
      ],
    });
    expect(faresByKind(trip)).toEqual([
      { kind: 'deck', lowestFare: 4500, available: 100 },
      { kind: 'seat', lowestFare: 3900, available: 70 },
      { kind: 'cabin', lowestFare: 9900, available: 3 },
    ]);
    expect(faresByKind(aTrip({ deckAvailability: [], seatAvailability: [] }))).toEqual([]);
  });

  it('adds up the cheapest place of each chosen sailing for every passenger', () => {
    expect(lowestSelectionTotal([aTrip(), aTrip()], 2)).toBe(4 * 3900);
    expect(lowestSelectionTotal([], 3)).toBe(0);
  });
});
