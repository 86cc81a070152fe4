import type { Cents } from '../money/cents.ts';
import type { Trip } from '../trips/trip.ts';
import { lowestFare } from './trip-price.ts';

/** The three kinds of place a sailing sells, each shown with its "from" fare on a result card. */
type AccommodationKind = 'deck' | 'seat' | 'cabin';

export interface KindFare {
  kind: AccommodationKind;
  lowestFare: Cents;
  /** Places of this kind still for sale (cabins count whole cabins and single berths). */
  available: number;
}

/** Few enough places left to tell the traveller ("3 left"). */
export const FEW_PLACES_LEFT = 10;

/** Sailings leaving between 21:00 and 04:59 port time, or arriving on a later day, sail through the night. */
const NIGHT_STARTS = 21;
const NIGHT_ENDS = 5;

export function durationMinutes(trip: Trip): number {
  return Math.round((Date.parse(trip.arrivalDatetime) - Date.parse(trip.departureDatetime)) / 60_000);
}

/** The port's local wall-clock time as written in the date-time (its offset is the port's own). */
function localHour(datetime: string): number {
  return Number(datetime.slice(11, 13));
}

/** The calendar day of a date-time (days since 1970) on the clock of the port it is written for. */
const portDay = (datetime: string) => Date.parse(`${datetime.slice(0, 10)}T00:00:00Z`) / 86_400_000;

/**
 * How many calendar days after `journeyStart` a sailing arrives, each day read on its own port's calendar.
 * A journey of several sailings counts from its first departure (not from each leg's own), so a leg
 * arriving two days after the journey began says +2 however it is split.
 */
export function arrivalDayOffset(trip: Trip, journeyStart: string = trip.departureDatetime): number {
  return portDay(trip.arrivalDatetime) - portDay(journeyStart);
}

/** How many calendar days after `journeyStart` a later sailing of the journey leaves, by its port's calendar. */
export function departureDayOffset(trip: Trip, journeyStart: string): number {
  return portDay(trip.departureDatetime) - portDay(journeyStart);
}

export function isNightRoute(trip: Trip): boolean {
  const hour = localHour(trip.departureDatetime);
  return hour >= NIGHT_STARTS || hour < NIGHT_ENDS || arrivalDayOffset(trip) > 0;
}

/** The quickest sailings of a list (ties all count); none when there is nothing to compare with. */
export function fastestTripIds(trips: readonly Trip[]): Set<string> {
  if (trips.length < 2) return new Set();
  const shortest = Math.min(...trips.map(durationMinutes));
  return new Set(trips.filter((trip) => durationMinutes(trip) === shortest).map((trip) => trip.id));
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Deck, seat and cabin fares of a sailing, only for the kinds it sells. */
export function faresByKind(trip: Trip): KindFare[] {
  const kinds: KindFare[] = [];
  if (trip.deckAvailability.length > 0)
    kinds.push({
      kind: 'deck',
      lowestFare: Math.min(...trip.deckAvailability.map((offer) => offer.lowestFare)),
      available: sum(trip.deckAvailability.map((offer) => offer.available)),
    });
  if (trip.seatAvailability.length > 0)
    kinds.push({
      kind: 'seat',
      lowestFare: Math.min(...trip.seatAvailability.map((offer) => offer.lowestFare)),
      available: sum(trip.seatAvailability.map((offer) => offer.available)),
    });
  if (trip.cabinAvailability.length > 0)
    kinds.push({
      kind: 'cabin',
      lowestFare: Math.min(...trip.cabinAvailability.map((offer) => offer.lowestFare)),
      available: sum(
        trip.cabinAvailability.map((offer) => offer.wholeCabins + offer.maleBerths + offer.femaleBerths),
      ),
    });
  return kinds;
}

/**
 * The least the chosen sailings can cost: every passenger on each sailing's cheapest place. The real
 * price (vehicles, pets, discounts, fees) comes from pricing in the next step.
 */
export function lowestSelectionTotal(trips: readonly Trip[], passengers: number): Cents {
  return sum(trips.map((trip) => (lowestFare(trip) ?? 0) * passengers));
}
