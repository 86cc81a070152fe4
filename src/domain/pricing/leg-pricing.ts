import { type Refusal, refusal } from '../errors/refusal.ts';
import { type Cents, isCents } from '../money/cents.ts';
import { err, ok, type Result } from '../shared/result.ts';
import type { CancellationCoverage } from '../trips/trip.ts';

/** One priced item, e.g. one passenger's fare; `index` points into the leg's list of that kind. */
export interface PriceLine {
  index: number;
  code: string;
  description: string;
  fare: Cents;
  discount: Cents;
  total: Cents;
}

export interface PriceGroup {
  items: PriceLine[];
  total: Cents;
}

/**
 * What a company answers for one leg (spec §3 "Pricing per leg"): the port's answer, the booking API's and
 * the wizard's record of it alike.
 */
export interface LegPricing {
  tripId: string;
  departureDatetime: string;
  fareOption: string;
  cancellation: CancellationCoverage;
  passengerPrices: PriceGroup;
  vehiclePrices: PriceGroup;
  trailerPrices: PriceGroup;
  servicePrices: PriceGroup;
  petPrices: PriceGroup;
  /** Passenger + vehicle + trailer + service + pet totals (spec §4). */
  tripTotal: Cents;
}

export const PRICE_GROUPS = [
  'passengerPrices',
  'vehiclePrices',
  'trailerPrices',
  'servicePrices',
  'petPrices',
] as const;

function isSoundAmount(value: unknown): value is Cents {
  return isCents(value) && value >= 0;
}

function isSoundGroup(group: PriceGroup): boolean {
  return isSoundAmount(group.total) && group.items.every((item) => isSoundAmount(item.total));
}

/**
 * Spec §4: a leg's trip total is the sum of its passenger, vehicle, trailer, service and pet totals. An
 * answer with a negative or fractional amount, or a trip total that is not that sum, cannot be trusted as a
 * price.
 */
export function checkLegPricing(pricing: LegPricing): Result<LegPricing, Refusal> {
  const sound = PRICE_GROUPS.every((group) => isSoundGroup(pricing[group]));
  const sum = PRICE_GROUPS.reduce((total, group) => total + pricing[group].total, 0);
  return sound && pricing.tripTotal === sum ? ok(pricing) : err(refusal('unableToCalculatePrice'));
}
