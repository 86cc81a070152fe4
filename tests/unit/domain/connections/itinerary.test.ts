import { describe, expect, it } from 'vitest';
import { changeBetween } from '#domain/connections/connection-rules.ts';
import { continueChains, itineraryOf, partyFare } from '#domain/connections/itinerary.ts';
import {
  filterItineraries,
  itinerariesToOffer,
  sortItineraries,
} from '#domain/connections/itinerary-offer.ts';
import { newResultsFilters } from '#domain/results/filter-trips.ts';
import { lowestSelectionTotal } from '#domain/results/trip-summary.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { aTrip } from '../support/builders.ts';

/** A sailing on 15 December (Athens is at +02:00 in winter), times as HH:MM, a later day as `+1`. */
function sailing(id: string, from: string, to: string, leaves: string, arrives: string, fare = 2000): Trip {
  const at = (time: string) => {
    const [clock, plus] = time.split('+');
    const day = 15 + Number(plus ?? 0);
    return `2026-12-${day}T${clock}:00+02:00`;
  };
  return aTrip({
    id,
    tripId: id,
    from,
    to,
    departureDatetime: at(leaves),
    arrivalDatetime: at(arrives),
    deckAvailability: [{ code: 'DECK', name: 'Deck', lowestFare: fare, available: 50 }],
    seatAvailability: [],
  });
}

/** A CO2 figure for a leg, its grams set by each test. */
const figure = {
  grams: 0,
  band: 'C' as const,
  ship: 'BLUE STAR DELOS',
  imo: '9565039',
  year: 2022,
  flyingGrams: null,
  drivingGrams: null,
};

describe('a change of ship', () => {
  it('needs the port’s minimum transfer time: 60 minutes at Syros, 90 at Piraeus', () => {
    const toSyros = sailing('a', 'JMK', 'SYR', '13:30', '15:00');
    expect(changeBetween(toSyros, sailing('b', 'SYR', 'JNX', '15:59', '18:00'))).toBeNull();
    expect(changeBetween(toSyros, sailing('b', 'SYR', 'JNX', '16:00', '18:00'))).toEqual({
      port: 'SYR',
      waitMinutes: 60,
      overnight: false,
      byRoad: null,
    });
    const toPiraeus = sailing('c', 'JMK', 'PIR', '13:30', '19:00');
    expect(changeBetween(toPiraeus, sailing('d', 'PIR', 'JNX', '20:00', '23:55'))).toBeNull();
    expect(changeBetween(toPiraeus, sailing('d', 'PIR', 'JNX', '20:30', '23:55'))?.waitMinutes).toBe(90);
  });

  it('is flagged overnight when the next ship leaves another day or the traveller lands in the small hours', () => {
    const evening = sailing('a', 'JMK', 'PIR', '13:30', '19:00');
    expect(changeBetween(evening, sailing('b', 'PIR', 'JNX', '07:25+1', '12:10+1'))?.overnight).toBe(true);
    const lateNight = sailing('c', 'JNX', 'PIR', '23:00', '03:30+1');
    expect(changeBetween(lateNight, sailing('d', 'PIR', 'SYR', '07:00+1', '10:00+1'))?.overnight).toBe(true);
  });

  it('needs an hour on one Piraeus gate and 90 minutes between gates', () => {
    const blueStar = { code: 'BSF', name: 'Blue Star Ferries' };
    const toPiraeus = { ...sailing('a', 'JNX', 'PIR', '07:25', '12:00'), company: blueStar };
    const sameGate = { ...sailing('b', 'PIR', 'SYR', '13:00', '16:00'), company: blueStar };
    expect(changeBetween(toPiraeus, sameGate)?.waitMinutes).toBe(60);
    const minoan = { code: 'MIN', name: 'Minoan Lines' };
    expect(
      changeBetween(toPiraeus, { ...sailing('c', 'PIR', 'HER', '13:00', '21:00'), company: minoan }),
    ).toBeNull();
    expect(
      changeBetween(toPiraeus, { ...sailing('c', 'PIR', 'HER', '13:30', '21:00'), company: minoan }),
    ).toEqual({
      port: 'PIR',
      waitMinutes: 90,
      overnight: false,
      byRoad: null,
    });
  });

  it('changes port within a town by road, flagged with the road’s minimum', () => {
    const toPiraeus = sailing('a', 'HER', 'PIR', '00:30', '06:00');
    expect(changeBetween(toPiraeus, sailing('b', 'RAF', 'AND', '07:30', '09:30'))).toBeNull();
    expect(changeBetween(toPiraeus, sailing('b', 'RAF', 'AND', '08:00', '10:00'))).toEqual({
      port: 'RAF',
      waitMinutes: 120,
      overnight: false,
      byRoad: { from: 'PIR', minimumMinutes: 120 },
    });
    expect(changeBetween(toPiraeus, sailing('c', 'LAV', 'KEA', '09:00', '10:00'))?.byRoad).toEqual({
      from: 'PIR',
      minimumMinutes: 150,
    });
  });

  it('spans a night when a change of port leaves the next day', () => {
    const evening = sailing('a', 'JNX', 'PIR', '13:30', '19:00');
    expect(changeBetween(evening, sailing('b', 'RAF', 'AND', '07:30+1', '09:30+1'))).toMatchObject({
      overnight: true,
      byRoad: { from: 'PIR', minimumMinutes: 120 },
    });
  });

  it('is none at another port or after more than a day', () => {
    const toSyros = sailing('a', 'JMK', 'SYR', '13:30', '15:00');
    expect(changeBetween(toSyros, sailing('b', 'PAS', 'JNX', '17:00', '18:00'))).toBeNull();
    expect(changeBetween(toSyros, sailing('b', 'SYR', 'JNX', '15:05+1', '18:00+1'))).toBeNull();
  });
});

describe('an itinerary', () => {
  const legs = [
    sailing('a', 'JMK', 'SYR', '13:30', '15:00', 1500),
    sailing('b', 'SYR', 'PAS', '16:30', '18:00', 900),
    sailing('c', 'PAS', 'JNX', '19:00', '19:45', 700),
  ];

  it('adds up the fares and counts the whole journey, waits included', () => {
    const itinerary = itineraryOf(legs)!;
    expect(itinerary.totalFare).toBe(3100);
    expect(itinerary.totalMinutes).toBe(375);
    expect(itinerary.changes.map((change) => [change.port, change.waitMinutes])).toEqual([
      ['SYR', 90],
      ['PAS', 60],
    ]);
    expect(itinerary.overnight).toBe(false);
  });

  it('costs the party searched every passenger’s fare on each leg, as a selection of sailings adds up', () => {
    const itinerary = itineraryOf(legs)!;
    expect(partyFare(itinerary, 2)).toBe(6200);
    expect(partyFare(itinerary, 2)).toBe(lowestSelectionTotal(itinerary.legs, 2));
    expect(partyFare(itinerary, 1)).toBe(itinerary.totalFare);
    expect(partyFare({ ...itinerary, totalFare: null }, 2)).toBeNull();
  });

  it('adds up its legs’ CO2 per passenger, and has no total when a leg has no figure', () => {
    const withCo2 = (trip: Trip, grams: number | null): Trip => ({
      ...trip,
      co2: grams === null ? null : { ...figure, grams },
    });
    const known = legs.map((leg, index) => withCo2(leg, 10_000 * (index + 1)));
    expect(itineraryOf(known)!.totalCo2Grams).toBe(60_000);
    expect(itineraryOf([known[0]!, withCo2(legs[1]!, null), known[2]!])!.totalCo2Grams).toBeNull();
    expect(itineraryOf(legs)!.totalCo2Grams, 'legs never given a figure').toBeNull();
  });

  it('changes ship at most twice and never comes back to a port', () => {
    const fourth = sailing('d', 'JNX', 'IOS', '21:00', '22:00');
    expect(itineraryOf([...legs, fourth])).toBeNull();
    expect(continueChains([legs], [fourth])).toEqual([]);
    const back = sailing('e', 'PAS', 'JMK', '19:00', '20:00');
    expect(continueChains([legs.slice(0, 2)], [back, legs[2]!])).toEqual([legs]);
  });

  it('never comes back to a town it left by another of its ports', () => {
    const fromPiraeus = sailing('a', 'PIR', 'SYR', '07:00', '10:00');
    const toRafina = sailing('b', 'SYR', 'RAF', '12:00', '15:00');
    expect(itineraryOf([fromPiraeus, toRafina])).toBeNull();
    expect(continueChains([[fromPiraeus]], [toRafina])).toEqual([]);
  });
});

describe('the connections offered', () => {
  const viaSyros = itineraryOf([
    sailing('a', 'JMK', 'SYR', '13:30', '15:00', 1500),
    sailing('b', 'SYR', 'JNX', '21:15', '23:25', 900),
  ])!;
  const viaPiraeus = itineraryOf([
    sailing('c', 'JMK', 'PIR', '13:30', '19:00', 3000),
    sailing('d', 'PIR', 'JNX', '07:25+1', '12:10+1', 3000),
  ])!;
  const cheapOvernight = itineraryOf([
    sailing('e', 'JMK', 'PIR', '07:00', '12:00', 500),
    sailing('f', 'PIR', 'JNX', '07:25+1', '12:10+1', 500),
  ])!;

  it('are every worthwhile one when the day has no direct sailing, night waits included, none beaten on every count', () => {
    const offered = itinerariesToOffer([viaPiraeus, viaSyros, cheapOvernight], []);
    expect(offered.map((it) => it.id)).toEqual([viaSyros.id, cheapOvernight.id]);
  });

  it('beside a direct sailing, only those much cheaper or faster and without a night', () => {
    const direct = sailing('x', 'JMK', 'JNX', '10:00', '11:30', 3500);
    expect(itinerariesToOffer([viaSyros, cheapOvernight], [direct]).map((it) => it.id)).toEqual([
      viaSyros.id,
    ]);
    const cheapDirect = sailing('y', 'JMK', 'JNX', '10:00', '11:30', 2000);
    expect(itinerariesToOffer([viaSyros, cheapOvernight], [cheapDirect])).toEqual([]);
  });

  it('sort by the lowest CO2 on the whole journey, those without a total last', () => {
    const co2 = (it: typeof viaSyros, grams: number | null) => ({ ...it, totalCo2Grams: grams });
    const [low, high, none] = [co2(viaSyros, 30_000), co2(viaPiraeus, 80_000), co2(cheapOvernight, null)];
    expect(sortItineraries([none, high, low], 'co2Ascending')).toEqual([low, high, none]);
  });

  it('sort and filter as sailings do, on the whole journey and every leg', () => {
    expect(sortItineraries([viaSyros, cheapOvernight], 'priceAscending')[0]).toBe(cheapOvernight);
    expect(sortItineraries([viaSyros, cheapOvernight], 'arrivalEarlier')[0]).toBe(viaSyros);
    const other = { ...newResultsFilters(), companies: ['SJ'] };
    expect(filterItineraries([viaSyros], other)).toEqual([]);
    expect(filterItineraries([viaSyros], newResultsFilters())).toEqual([viaSyros]);
  });
});
