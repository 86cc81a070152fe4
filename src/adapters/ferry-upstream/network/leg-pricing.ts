import type { LegRequest } from '#application/ports/ferry-booking-requests.ts';
import type { InventoryError } from '#application/ports/ferry-inventory.ts';
import type { Cents } from '#domain/money/cents.ts';
import type { LegPricing, PriceGroup, PriceLine } from '#domain/pricing/leg-pricing.ts';
import { ok, type Result } from '#domain/shared/result.ts';
import type { CancellationCoverage } from '#domain/trips/trip.ts';
import { companyOrThrow } from '../catalogue/companies.ts';
import { portOrThrow } from '../catalogue/ports.ts';
import { vesselOrThrow } from '../catalogue/vessels.ts';
import { accommodationFares, isDomestic, passageFare } from './fares.ts';
import { invalid, type LegPricingContext } from './leg-pricing-context.ts';
import { pricePassengers, priceWholeCabins } from './passenger-pricing.ts';
import { pricePets } from './pet-pricing.ts';
import type { Segment } from './timetable.ts';
import { priceVehicles } from './vehicle-pricing.ts';

export const MAX_PASSENGERS_PER_BOOKING = 9;

export interface FareOptionRule {
  code: string;
  name: string;
  kind: 'standard' | 'mixed' | 'domestic' | 'promo';
  factor: number;
}

/** Fare families sold on a trip: standard and mixed everywhere, promo where the company sells it, domestic on the Greek legs of international lines. */
export function fareOptionsFor(segment: Segment): FareOptionRule[] {
  const company = companyOrThrow(segment.run.line.company);
  const options: FareOptionRule[] = [
    { code: 'STD', name: 'Standard fare', kind: 'standard', factor: 1 },
    {
      code: 'MIX',
      name: 'Mixed fare (passengers on different accommodation or discounts)',
      kind: 'mixed',
      factor: 1,
    },
  ];
  const internationalLine = segment.run.stops.some((stop) => portOrThrow(stop).countryCode !== 'GR');
  if (internationalLine && isDomestic(segment)) {
    options.push({ code: 'DOM', name: 'Domestic-route ticket', kind: 'domestic', factor: 0.85 });
  }
  if (company.promoFare)
    options.push({ code: 'PRM', name: 'Promo fare (non-refundable)', kind: 'promo', factor: 0.85 });
  return options;
}

export interface PricedLeg {
  pricing: LegPricing;
  /** Places the leg takes: accommodation codes, GARAGE in decimetres, KENNEL. */
  resources: Record<string, number>;
}

const group = (items: PriceLine[]): PriceGroup => ({
  items,
  total: items.reduce((sum, item) => sum + item.total, 0),
});

/** Prices one leg of a booking request on one system, and counts the places it needs. */
export function priceLeg(
  segment: Segment,
  leg: LegRequest,
  agent: { name: string; markup: number },
  path: string,
): Result<PricedLeg, InventoryError> {
  const option = fareOptionsFor(segment).find((candidate) => candidate.code === (leg.fareOption ?? 'STD'));
  if (!option) return invalid(`fare option ${leg.fareOption} is not sold on this trip`, `${path}.fareOption`);
  if (leg.passengers.length < 1 || leg.passengers.length > MAX_PASSENGERS_PER_BOOKING) {
    return invalid(`between 1 and ${MAX_PASSENGERS_PER_BOOKING} passengers`, `${path}.passengers`);
  }
  if (leg.vehicles.length > leg.passengers.length)
    return invalid('more vehicles than passengers', `${path}.vehicles`);
  const resources: Record<string, number> = {};
  const context = pricingContext(segment, agent, option.factor, path, (resource, quantity) => {
    resources[resource] = (resources[resource] ?? 0) + quantity;
  });
  const wholeCabins = new Map<string, number>();
  const passengers = pricePassengers(leg.passengers, context, wholeCabins);
  if (!passengers.ok) return passengers;
  const services = priceWholeCabins(wholeCabins, context);
  const vehicles = priceVehicles(leg.vehicles, context);
  if (!vehicles.ok) return vehicles;
  const pets = pricePets(leg.pets, leg.passengers.length, context);
  if (!pets.ok) return pets;
  const groups = {
    passengerPrices: group(passengers.value),
    vehiclePrices: group(vehicles.value.vehicles),
    trailerPrices: group(vehicles.value.trailers),
    servicePrices: group(services),
    petPrices: group(pets.value),
  };
  const tripTotal: Cents = Object.values(groups).reduce((sum, priced) => sum + priced.total, 0);
  const cancellation: CancellationCoverage = option.kind === 'promo' ? 'none' : context.company.cancellation;
  return ok({
    pricing: {
      tripId: segment.tripId,
      departureDatetime: segment.departureDatetime,
      fareOption: option.code,
      cancellation,
      ...groups,
      tripTotal,
    },
    resources,
  });
}

function pricingContext(
  segment: Segment,
  agent: { name: string; markup: number },
  factor: number,
  path: string,
  take: LegPricingContext['take'],
): LegPricingContext {
  const vessel = vesselOrThrow(segment.run.line.vessel);
  const passage = passageFare(segment, agent);
  return {
    segment,
    vessel,
    company: companyOrThrow(segment.run.line.company),
    domestic: isDomestic(segment),
    passage,
    fares: new Map(accommodationFares(vessel, passage).map((fare) => [fare.code, fare])),
    factor,
    path,
    take,
  };
}
