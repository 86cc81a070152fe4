import type { SailingCo2 } from '../co2/sailing-co2.ts';
import type { Cents } from '../money/cents.ts';

/** Spec §9 labels: full cover, partial cover, without cover. */
export type CancellationCoverage = 'full' | 'partial' | 'none';

/** A deck or seat option of a sailing (spec §3 "Trip (read)": code, name, lowestFare). */
export interface AccommodationOffer {
  code: string;
  name: string;
  lowestFare: Cents;
  available: number;
}

/** A cabin type: berths can be sold one by one to men or women, or the whole cabin at once. */
export interface CabinOffer {
  code: string;
  name: string;
  berthsPerCabin: number;
  maleBerths: number;
  femaleBerths: number;
  wholeCabins: number;
  lowestFare: Cents;
  wholeCabinFare: Cents;
  /**
   * Fitted for a wheelchair user (Reg. 1177/2010; decision 0090); false also where the company's system
   * does not say, so "not accessible" may mean "not known to be".
   */
  accessible: boolean;
}

/** Fare families a ferry system sells; `mixed` lets a booking combine fares, `domestic` is the domestic-route ticket type. */
type FareOptionKind = 'standard' | 'mixed' | 'domestic' | 'promo';

interface FareOption {
  code: string;
  name: string;
  kind: FareOptionKind;
}

/** What the company demands of each passenger before it will issue a ticket. */
export interface BookingValidation {
  documentRequired: boolean;
  nationalityRequired: boolean;
  birthDateRequired: boolean;
  maxPassengers: number;
}

/** On-board services a traveller can filter on. */
export const TRIP_SERVICES = [
  'wifi',
  'restaurant',
  'cafe',
  'shop',
  'airConditioning',
  'accessible',
  'petCabins',
] as const;
export type TripService = (typeof TRIP_SERVICES)[number];

/** A sailing as offered by one upstream system (spec §3 "Trip (read)"). */
export interface Trip {
  /** Unique among search results: the upstream system and its trip id. */
  id: string;
  /** The upstream system's own id for the sailing. */
  tripId: string;
  from: string;
  to: string;
  /** Local date-time of the port with its offset, ISO 8601 (e.g. 2026-07-01T07:25:00+03:00). */
  departureDatetime: string;
  arrivalDatetime: string;
  company: { code: string; name: string };
  vesselCode: string;
  vesselName: string;
  /** The ship's IMO number, where the upstream gives one: it finds the ship's CO2 figure (decision 0085). */
  vesselImo?: string;
  /** The upstream system (agent) that offers this sailing. */
  agentName: string;
  highSpeed: boolean;
  garage: boolean;
  pets: boolean;
  petAvailability: number;
  deckAvailability: AccommodationOffer[];
  seatAvailability: AccommodationOffer[];
  cabinAvailability: CabinOffer[];
  fareOptions: FareOption[];
  cancellation: CancellationCoverage;
  eTicket: boolean;
  webCheckIn: boolean;
  /** The company's loyalty programme, when it has one: its cards may be entered for this sailing. */
  loyaltyProgramme: string | null;
  /** The island-resident (MAN) discount applies to this sailing (a domestic route serving an island). */
  residentDiscount: boolean;
  services: TripService[];
  bookingValidation: BookingValidation;
  /**
   * Every upstream system that sells this same sailing, cheapest first, when a fare comparison merged
   * several offers into this trip (the trip itself carries the cheapest one's id, tripId and agentName).
   */
  offers?: TripOffer[];
  /** CO2 per passenger from the EU ship register; null is "no data" (issue #28 point 3, decision 0085). */
  co2?: SailingCo2 | null;
}

/** One upstream system's offer of a sailing, as kept by the fare comparison. */
export interface TripOffer {
  id: string;
  tripId: string;
  agentName: string;
  lowestFare: Cents;
}
