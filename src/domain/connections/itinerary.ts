import { journeyCo2Grams } from '../co2/sailing-co2.ts';
import type { Cents } from '../money/cents.ts';
import { lowestFare } from '../results/trip-price.ts';
import type { Accommodations } from '../search/accommodations.ts';
import type { SearchQuery } from '../search/search-query.ts';
import type { Trip } from '../trips/trip.ts';
import { changeBetween, type ItineraryChange, MAX_CHANGES } from './connection-rules.ts';
import { placeOf } from './port-transfers.ts';

/** A journey on two or three sailings, possibly of different companies (issue #28 point 1). */
export interface Itinerary {
  /** The legs' ids in order: unique among the results. */
  id: string;
  legs: Trip[];
  /** One per change, between leg i and leg i + 1. */
  changes: ItineraryChange[];
  departureDatetime: string;
  arrivalDatetime: string;
  totalMinutes: number;
  /** The legs' "from" fares added up; null when a leg offers nothing. */
  totalFare: Cents | null;
  /**
   * The legs' CO2 per passenger added up; null ("no data") when a leg has no figure: a partial sum would
   * read as the whole journey's (decision 0085).
   */
  totalCo2Grams: number | null;
  /** Some change waits through a night: shown with a flag, never offered silently. */
  overnight: boolean;
}

/** The legs' "from" fares added up; null when a leg offers nothing. */
export function totalFareOf(legs: readonly Trip[]): Cents | null {
  let total = 0;
  for (const leg of legs) {
    const fare = lowestFare(leg);
    if (fare === null) return null;
    total += fare;
  }
  return total;
}

/**
 * The least the journey costs the party searched: every passenger on each leg's cheapest place, as the
 * selection of single sailings adds up; null when a leg offers nothing.
 */
export function partyFare(itinerary: Itinerary, passengers: number): Cents | null {
  return itinerary.totalFare === null ? null : itinerary.totalFare * passengers;
}

/** The places a journey calls at: a town of several ports counts once (decision 0093). */
const placesOf = (legs: readonly Trip[]) => [legs[0]!.from, ...legs.map((leg) => leg.to)].map(placeOf);

/** The itinerary of these legs in order, or null when a change breaks the rules or a place comes twice. */
export function itineraryOf(legs: readonly Trip[]): Itinerary | null {
  if (legs.length < 2 || legs.length > MAX_CHANGES + 1) return null;
  const places = placesOf(legs);
  if (new Set(places).size !== places.length) return null;
  const changes: ItineraryChange[] = [];
  for (let index = 1; index < legs.length; index++) {
    const change = changeBetween(legs[index - 1]!, legs[index]!);
    if (!change) return null;
    changes.push(change);
  }
  const first = legs[0]!;
  const last = legs[legs.length - 1]!;
  return {
    id: legs.map((leg) => leg.id).join('+'),
    legs: [...legs],
    changes,
    departureDatetime: first.departureDatetime,
    arrivalDatetime: last.arrivalDatetime,
    totalMinutes: Math.round(
      (Date.parse(last.arrivalDatetime) - Date.parse(first.departureDatetime)) / 60_000,
    ),
    totalFare: totalFareOf(legs),
    totalCo2Grams: journeyCo2Grams(legs),
    overnight: changes.some((change) => change.overnight),
  };
}

/**
 * Every way to continue the partial journeys `chains` by one of `next`: the change must respect the rules
 * and the journey must not come back to a port or its town, nor grow past the most changes allowed.
 */
export function continueChains(chains: readonly Trip[][], next: readonly Trip[]): Trip[][] {
  const continued: Trip[][] = [];
  for (const chain of chains) {
    if (chain.length > MAX_CHANGES) continue;
    const visited = new Set(placesOf(chain));
    const last = chain[chain.length - 1]!;
    for (const trip of next) {
      if (visited.has(placeOf(trip.to)) || !changeBetween(last, trip)) continue;
      continued.push([...chain, trip]);
    }
  }
  return continued;
}

/**
 * The multi-trip search that books this itinerary as one order (the existing multi-leg path): each leg on
 * the day it leaves, by its port's calendar. Consecutive legs within a day of each other are what decision
 * 0076 protects, so the booked connection is protected without a mark of its own.
 */
export function itinerarySearch(itinerary: Itinerary, accommodations: Accommodations): SearchQuery {
  return {
    typeOfTrip: 'multipleTrips',
    legs: itinerary.legs.map((leg) => ({
      departurePort: leg.from,
      destinationPort: leg.to,
      departureDate: leg.departureDatetime.slice(0, 10),
    })),
    returnDate: '',
    accommodations: { ...accommodations },
  };
}
