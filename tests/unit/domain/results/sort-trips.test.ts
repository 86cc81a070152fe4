import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT_ORDER, SORT_ORDERS, sortTrips } from '#domain/results/sort-trips.ts';
import { lowestFare } from '#domain/results/trip-price.ts';
import { aTrip } from '../support/builders.ts';

const offer = (lowestFare: number) => [{ code: 'D', name: 'Deck', lowestFare, available: 5 }];
const a = aTrip({
  id: 'a',
  departureDatetime: '2026-07-01T09:00:00+03:00',
  arrivalDatetime: '2026-07-01T15:00:00+03:00',
  deckAvailability: offer(3000),
  seatAvailability: [],
});
const b = aTrip({
  id: 'b',
  departureDatetime: '2026-07-01T07:00:00+03:00',
  arrivalDatetime: '2026-07-01T16:00:00+03:00',
  deckAvailability: offer(5000),
  seatAvailability: [],
});
const c = aTrip({
  id: 'c',
  departureDatetime: '2026-07-01T07:30:00+02:00',
  arrivalDatetime: '2026-07-01T11:00:00+02:00',
  deckAvailability: offer(4000),
  seatAvailability: [],
});
const ids = (order: (typeof SORT_ORDERS)[number]) => sortTrips([a, b, c], order).map((t) => t.id);

describe('sorting results', () => {
  it('offers the seven orders and sorts by departure time by default', () => {
    expect(SORT_ORDERS).toHaveLength(7);
    expect(DEFAULT_SORT_ORDER).toBe('departureEarlier');
  });

  it('sorts by lowest price ascending and descending', () => {
    expect(ids('priceAscending')).toEqual(['a', 'c', 'b']);
    expect(ids('priceDescending')).toEqual(['b', 'c', 'a']);
  });

  it('compares date-times as instants across port offsets', () => {
    expect(ids('departureEarlier')).toEqual(['b', 'c', 'a']);
    expect(ids('departureLater')).toEqual(['a', 'c', 'b']);
    expect(ids('arrivalEarlier')).toEqual(['c', 'a', 'b']);
    expect(ids('arrivalLater')).toEqual(['b', 'a', 'c']);
  });

  it('puts sailings without any fare last in both price orders and breaks ties by departure', () => {
    const unpriced = aTrip({ id: 'z', deckAvailability: [], seatAvailability: [], cabinAvailability: [] });
    expect(lowestFare(unpriced)).toBeNull();
    expect(sortTrips([unpriced, a], 'priceAscending').map((t) => t.id)).toEqual(['a', 'z']);
    expect(sortTrips([unpriced, a], 'priceDescending').map((t) => t.id)).toEqual(['a', 'z']);
    const twin = { ...a, id: 'a2', departureDatetime: '2026-07-01T06:00:00+03:00' };
    expect(sortTrips([a, twin], 'priceAscending').map((t) => t.id)).toEqual(['a2', 'a']);
  });

  it('sorts by lowest CO2 per passenger, sailings with no data last', () => {
    const co2 = (grams: number) => ({
      grams,
      band: 'C' as const,
      ship: 'X',
      imo: '1',
      year: 2022,
      flyingGrams: null,
      drivingGrams: null,
    });
    const trips = [
      { ...a, co2: null },
      { ...b, co2: co2(40_000) },
      { ...c, co2: co2(25_000) },
    ];
    expect(sortTrips(trips, 'co2Ascending').map((t) => t.id)).toEqual(['c', 'b', 'a']);
  });

  it('does not change the list it is given', () => {
    const list = [a, b, c];
    sortTrips(list, 'priceDescending');
    expect(list.map((t) => t.id)).toEqual(['a', 'b', 'c']);
  });

  it('counts cabin berths in the lowest fare', () => {
    const cabin = {
      code: 'A2',
      name: 'Cabin',
      berthsPerCabin: 2,
      maleBerths: 1,
      femaleBerths: 1,
      wholeCabins: 1,
      lowestFare: 1000,
      wholeCabinFare: 2000,
      accessible: false,
    };
    expect(lowestFare(aTrip({ cabinAvailability: [cabin] }))).toBe(1000);
  });
});
