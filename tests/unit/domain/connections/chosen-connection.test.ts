import { describe, expect, it } from 'vitest';
import { selectConnection } from '#domain/booking/wizard.ts';
import { goForward } from '#domain/booking/wizard-steps.ts';
import {
  chosenConnectionFromParams,
  chosenConnectionParams,
  findChosenConnection,
} from '#domain/connections/chosen-connection.ts';
import { itineraryOf, itinerarySearch } from '#domain/connections/itinerary.ts';
import { aTrip, aWizard, taken } from '../support/builders.ts';

const at = (time: string) => `2026-12-15T${time}:00+02:00`;
const deck = (cents: number) => [{ code: 'DECK', name: 'Deck', lowestFare: cents, available: 9 }];
const sailing = (id: string, from: string, to: string, leaves: string, arrives: string, fare: number) =>
  aTrip({
    id,
    tripId: id,
    from,
    to,
    departureDatetime: at(leaves),
    arrivalDatetime: at(arrives),
    deckAvailability: deck(fare),
    seatAvailability: [],
  });

const toSyros = sailing('sim:a', 'JMK', 'SYR', '08:00', '09:30', 2100);
const toNaxos = sailing('sim:b', 'SYR', 'JNX', '11:00', '13:00', 2400);
const itinerary = itineraryOf([toSyros, toNaxos])!;
/** What the multi-trip search of the itinerary's legs answers: each leg's sailings. */
const answered = [[sailing('sim:z', 'JMK', 'SYR', '15:00', '16:30', 1900), toSyros], [toNaxos]];

const roundTripped = () =>
  chosenConnectionFromParams(new URLSearchParams(chosenConnectionParams(itinerary)))!;

describe('a chosen connection', () => {
  it('travels in the address as its sailings in leg order and the total the card showed', () => {
    expect(chosenConnectionParams(itinerary)).toEqual([
      ['sailing', 'sim:a'],
      ['sailing', 'sim:b'],
      ['shown', '4500'],
    ]);
    expect(roundTripped()).toEqual({ tripIds: ['sim:a', 'sim:b'], shownFare: 4500 });
    expect(chosenConnectionFromParams(new URLSearchParams('from=JMK&to=SYR'))).toBeNull();
    expect(chosenConnectionFromParams(new URLSearchParams('sailing=x&shown=abc'))?.shownFare).toBeNull();
  });

  it('is found again on each leg of its multi-trip search, ready when the total is the one shown', () => {
    expect(findChosenConnection(roundTripped(), answered)).toEqual({
      kind: 'ready',
      trips: [toSyros, toNaxos],
    });
  });

  it('says the fares changed, from what to what, when they add up to another total', () => {
    const dearer = { ...toNaxos, deckAvailability: deck(2900) };
    expect(findChosenConnection(roundTripped(), [answered[0]!, [dearer]])).toEqual({
      kind: 'priceChanged',
      trips: [toSyros, dearer],
      shownFare: 4500,
      fare: 5000,
    });
  });

  it('is gone when a sailing is not offered any more, or is found on another leg than its own', () => {
    expect(findChosenConnection(roundTripped(), [answered[0]!, []])).toEqual({ kind: 'gone' });
    expect(findChosenConnection(roundTripped(), [[toNaxos], [toSyros]])).toEqual({ kind: 'gone' });
    expect(findChosenConnection(roundTripped(), [answered[0]!])).toEqual({ kind: 'gone' });
  });

  it('is selected in the booking as the traveller would select each leg, and the booking goes on', () => {
    const search = itinerarySearch(itinerary, { passengers: 2, vehicles: 0, pets: 0 });
    const chosen = taken(selectConnection(aWizard(search), [toSyros, toNaxos]));
    expect(chosen.routes.map((route) => [route.legIndex, route.trip.id])).toEqual([
      [0, 'sim:a'],
      [1, 'sim:b'],
    ]);
    expect(chosen.bookingRequest.map((leg) => leg.passengers.length)).toEqual([2, 2]);
    expect(taken(goForward(chosen)).currentStep).toBe(1);
    // A search of one leg cannot take a connection of two: refused, nothing half-selected.
    expect(selectConnection(aWizard(), [toSyros, toNaxos])).toEqual({ ok: false, error: 'unknownLeg' });
  });
});
