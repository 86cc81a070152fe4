import type { Cents } from '../money/cents.ts';
import type { Trip } from '../trips/trip.ts';
import type { ItineraryChange } from './connection-rules.ts';
import type { Itinerary } from './itinerary.ts';

/**
 * A connection as the booking API and the agents' tools answer it (decision 0087): one shape for both, each
 * leg written as that door writes a sailing and each amount as it writes money. Leg i is leg i of the
 * multi-trip order that books it.
 */
export interface ItineraryAnswer<Leg, Money> {
  id: string;
  departure: string;
  arrival: string;
  totalMinutes: number;
  /** The legs' "from" fares added up; null when a leg offers nothing. */
  totalFare: Money | null;
  /** The legs' CO2 per passenger in grams added up; null ("no data") when a leg has no figure. */
  totalCo2Grams: number | null;
  /** Some change waits through a night. */
  overnight: boolean;
  /** One per change, between leg i and leg i + 1: the port, the wait and whether it spans a night. */
  changes: ItineraryChange[];
  legs: Leg[];
}

export interface AnswerWriting<Leg, Money> {
  leg(trip: Trip, legIndex: number): Leg;
  money(amount: Cents): Money;
}

export function itineraryAnswer<Leg, Money>(
  itinerary: Itinerary,
  writing: AnswerWriting<Leg, Money>,
): ItineraryAnswer<Leg, Money> {
  return {
    id: itinerary.id,
    departure: itinerary.departureDatetime,
    arrival: itinerary.arrivalDatetime,
    totalMinutes: itinerary.totalMinutes,
    totalFare: itinerary.totalFare === null ? null : writing.money(itinerary.totalFare),
    totalCo2Grams: itinerary.totalCo2Grams,
    overnight: itinerary.overnight,
    changes: itinerary.changes.map((change) => ({ ...change })),
    legs: itinerary.legs.map((trip, legIndex) => writing.leg(trip, legIndex)),
  };
}
