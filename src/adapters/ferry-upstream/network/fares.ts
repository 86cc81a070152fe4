import type { Cents } from '#domain/money/cents.ts';
import { companyOrThrow } from '../catalogue/companies.ts';
import { portOrThrow } from '../catalogue/ports.ts';
import { type Vessel, vesselOrThrow } from '../catalogue/vessels.ts';
import { type Segment, seasonOf } from './timetable.ts';

/** Deterministic 0..1 from a string (FNV-1a), so fares and promotions repeat for the same sailing. */
export function unitHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 0xffffffff;
}

const INTERNATIONAL_PORT_CHARGES = 1500;
const SEASON_FACTOR = { S: 1, M: 0.9, W: 0.8 } as const;

/**
 * The cheapest adult passage (deck, or economy seat on a high-speed craft) in cents, before season and
 * company level: a port-fee floor plus a rate per sea mile that tapers on long crossings. Calibrated on
 * published 2025 fares: Piraeus–Santorini deck ≈ €45, by high-speed ≈ €95; Patras–Ancona deck ≈ €110.
 */
function baseFare(miles: number, highSpeed: boolean): number {
  const near = Math.min(miles, 200);
  const far = Math.max(0, miles - 200);
  return highSpeed ? 1500 + 55 * near + 35 * far : 600 + 27 * near + 15 * far;
}

export function roundFare(amount: number): Cents {
  return Math.max(300, Math.round(amount / 10) * 10);
}

/**
 * What a passage costs on one system: base, season, company level, the demand of that sailing, and the
 * system's own margin (each system prices the same sailing a little differently).
 */
export function passageFare(segment: Segment, agent: { name: string; markup: number }): Cents {
  const vessel = vesselOrThrow(segment.run.line.vessel);
  const company = companyOrThrow(segment.run.line.company);
  const demand = 0.94 + unitHash(segment.run.sailingId) * 0.14;
  const agentSpread = 0.97 + unitHash(`${agent.name}:${segment.run.sailingId}`) * 0.06;
  // International crossings carry port and security charges that short domestic hops do not.
  const portCharges = isDomestic(segment) ? 0 : INTERNATIONAL_PORT_CHARGES;
  return roundFare(
    (baseFare(segment.miles, vessel.highSpeed) + portCharges) *
      SEASON_FACTOR[seasonOf(segment.run.date)] *
      company.priceLevel *
      demand *
      agent.markup *
      agentSpread,
  );
}

export interface AccommodationFare {
  code: string;
  name: string;
  kind: 'deck' | 'seat' | 'cabin';
  fare: Cents;
  berths: number;
}

/** Fares of every accommodation on board, per person (per berth for cabins). */
export function accommodationFares(vessel: Vessel, passage: Cents): AccommodationFare[] {
  const fares: AccommodationFare[] = [];
  if (vessel.deck > 0) fares.push({ code: 'DECK', name: 'Deck', kind: 'deck', fare: passage, berths: 1 });
  for (const seat of vessel.seats) {
    fares.push({
      code: seat.code,
      name: seat.name,
      kind: 'seat',
      fare: roundFare(passage * seat.fareFactor),
      berths: 1,
    });
  }
  for (const cabin of vessel.cabins) {
    fares.push({
      code: cabin.code,
      name: cabin.name,
      kind: 'cabin',
      fare: roundFare(passage * cabin.fareFactor),
      berths: cabin.berths,
    });
  }
  return fares;
}

/** Whole cabin: every berth, a little cheaper than selling them one by one. */
export function wholeCabinFare(berthFare: Cents, berths: number): Cents {
  return roundFare(berthFare * berths * 0.92);
}

export function isDomestic(segment: Segment): boolean {
  return portOrThrow(segment.from).countryCode === 'GR' && portOrThrow(segment.to).countryCode === 'GR';
}

/** One end of the trip is an island: the condition for the island-resident (MAN) discount. */
export function servesIsland(segment: Segment): boolean {
  return portOrThrow(segment.from).island || portOrThrow(segment.to).island;
}

export const VEHICLE_TYPES: Record<string, { name: string; maxLength: number; defaultLength: number }> = {
  CAR: { name: 'Car', maxLength: 6, defaultLength: 4.2 },
  MOTO: { name: 'Motorcycle', maxLength: 3, defaultLength: 2.2 },
  BIKE: { name: 'Bicycle', maxLength: 2.2, defaultLength: 1.8 },
  CAMPER: { name: 'Camper van', maxLength: 12, defaultLength: 7 },
};

export const TRAILER_TYPES: Record<string, { name: string; maxLength: number }> = {
  TRAILER: { name: 'Luggage trailer', maxLength: 6 },
  CARAVAN: { name: 'Caravan', maxLength: 10 },
  BOAT: { name: 'Boat trailer', maxLength: 10 },
};

export const PET_TYPES: Record<string, { name: string; factor: number }> = {
  SMALL: { name: 'Cat or small dog (up to 10 kg)', factor: 1 },
  LARGE: { name: 'Large dog', factor: 1.6 },
};

/**
 * Vehicle fare: cars up to 4.25 m pay a flat fare (about 2.2 deck fares on conventional ships), longer
 * cars a higher band, campers by the metre; motorcycles and bicycles a fraction.
 */
export function vehicleFare(type: string, length: number, passage: Cents, highSpeed: boolean): Cents {
  const carFare = passage * (highSpeed ? 1.5 : 2.2);
  switch (type) {
    case 'MOTO':
      return roundFare(carFare * 0.4);
    case 'BIKE':
      return roundFare(Math.max(300, carFare * 0.07));
    case 'CAMPER':
      return roundFare((carFare / 4.25) * 1.15 * Math.ceil(length));
    default:
      if (length <= 4.25) return roundFare(carFare);
      if (length <= 5) return roundFare(carFare * 1.3);
      return roundFare((carFare / 4.25) * Math.ceil(length));
  }
}

/** Trailers are sold per started metre. */
export function trailerFare(length: number, passage: Cents, highSpeed: boolean): Cents {
  const perMetre = (passage * (highSpeed ? 1.5 : 2.2) * 0.55) / 4.25;
  return roundFare(perMetre * Math.ceil(length));
}

export function petFare(type: string, passage: Cents, highSpeed: boolean): Cents {
  const factor = PET_TYPES[type]?.factor ?? 1;
  return roundFare(Math.max(500, passage * (highSpeed ? 0.15 : 0.2)) * factor);
}

/** Decimetres of lane a vehicle (and its trailer) takes in the garage. */
export function laneDecimetres(length: number): number {
  return Math.ceil(length * 10) + 5;
}
