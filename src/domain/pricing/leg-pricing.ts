import { type DomainError, domainError } from '../errors/domain-error.ts';
import { type Cents, isCents } from '../money/cents.ts';
import { err, ok, type Result } from '../shared/result.ts';

/** One priced item, e.g. one passenger's fare; `index` points into the leg's list of that kind. */
export interface PriceItem {
  index: number;
  amount: Cents;
}

export interface PriceGroup {
  items: PriceItem[];
  total: Cents;
}

/** What the pricing call answers for one leg (spec §3 "Pricing per leg"). */
export interface LegPricingResponse {
  passengerPrices: PriceGroup;
  vehiclePrices: PriceGroup;
  trailerPrices: PriceGroup;
  servicePrices: PriceGroup;
  petPrices: PriceGroup;
  departureDatetime: string;
}

export interface LegPricing extends LegPricingResponse {
  legIndex: number;
  tripTotal: Cents;
}

const GROUPS = ['passengerPrices', 'vehiclePrices', 'trailerPrices', 'servicePrices', 'petPrices'] as const;

function isSoundAmount(value: unknown): value is Cents {
  return isCents(value) && value >= 0;
}

function isSoundGroup(group: PriceGroup): boolean {
  return isSoundAmount(group.total) && group.items.every((item) => isSoundAmount(item.amount));
}

/**
 * Spec §4: a leg's trip total is the sum of its passenger, vehicle, trailer, service and pet totals.
 * A negative or fractional amount means the upstream answer cannot be trusted as a price.
 */
export function priceLeg(legIndex: number, response: LegPricingResponse): Result<LegPricing, DomainError> {
  if (!GROUPS.every((group) => isSoundGroup(response[group]))) {
    return err(domainError('unableToCalculatePrice'));
  }
  const tripTotal = GROUPS.reduce((sum, group) => sum + response[group].total, 0);
  return ok({ ...response, legIndex, tripTotal });
}
