import { greatCircleNm, KM_PER_NAUTICAL_MILE } from '../shared/great-circle.ts';
import { type Co2Band, co2Band } from './co2-band.ts';
import type { ShipEmissions } from './ship-emissions.ts';
import { findShip, type SailingShip } from './ship-match.ts';
import { type Co2Port, drivingGrams, flyingGrams } from './travel-alternatives.ts';

/**
 * A sailing's CO2 per passenger (issue #28 point 3): the ship's register figure times the crossing's
 * distance, with its band, the ship and year it comes from, and the same journey flown or driven.
 */
export interface SailingCo2 {
  /** Grams of CO2 per passenger for this crossing. */
  grams: number;
  band: Co2Band;
  /** The ship as the register names it, its IMO number and the year of the figure. */
  ship: string;
  imo: string;
  year: number;
  /** One passenger flying between the ports' airports; null where either has none. */
  flyingGrams: number | null;
  /** One person driving alone; null where no road joins the ports. */
  drivingGrams: number | null;
}

/**
 * Sea distance over the straight line: coasts and capes in the way. The same factor the simulated network
 * sails by on most lines (catalogue/lines.ts).
 */
const SEA_OVER_STRAIGHT = 1.15;

export function seaDistanceKm(from: Co2Port, to: Co2Port): number {
  return greatCircleNm(from, to) * SEA_OVER_STRAIGHT * KM_PER_NAUTICAL_MILE;
}

/** Null — "no data" — when the register has no figure for the ship or a port's position is unknown: never a guess. */
export function sailingCo2(
  ships: readonly ShipEmissions[],
  vessel: SailingShip,
  from: Co2Port | undefined,
  to: Co2Port | undefined,
): SailingCo2 | null {
  const ship = findShip(ships, vessel);
  if (!ship || !from || !to) return null;
  return {
    grams: Math.round(ship.gramsPerPassengerKm * seaDistanceKm(from, to)),
    band: co2Band(ship.gramsPerPassengerKm),
    ship: ship.name,
    imo: ship.imo,
    year: ship.year,
    flyingGrams: flyingGrams(from, to),
    drivingGrams: drivingGrams(from, to),
  };
}

/** A journey's CO2 per passenger, its sailings' added up; null ("no data") when any sailing has none. */
export function journeyCo2Grams(sailings: readonly { co2?: SailingCo2 | null }[]): number | null {
  let total = 0;
  for (const sailing of sailings) {
    if (!sailing.co2) return null;
    total += sailing.co2.grams;
  }
  return total;
}

/** The order "lowest CO2": less first, and what has no figure last, since "no data" is not "none". */
export function lowerCo2First(a: number | null, b: number | null): number {
  return (a ?? Number.POSITIVE_INFINITY) - (b ?? Number.POSITIVE_INFINITY) || 0;
}
