import type { LegRequest } from '#application/ports/ferry-booking-requests.ts';
import type { InventoryError } from '#application/ports/ferry-inventory.ts';
import type { Cents } from '#domain/money/cents.ts';
import type { LegPricing, PriceGroup, PriceLine } from '#domain/pricing/leg-pricing.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { CancellationCoverage } from '#domain/trips/trip.ts';
import { companyOrThrow } from '../catalogue/companies.ts';
import { portOrThrow } from '../catalogue/ports.ts';
import { vesselOrThrow } from '../catalogue/vessels.ts';
import {
  accommodationFares,
  isDomestic,
  laneDecimetres,
  PET_TYPES,
  passageFare,
  petFare,
  roundFare,
  servesIsland,
  TRAILER_TYPES,
  trailerFare,
  VEHICLE_TYPES,
  vehicleFare,
} from './fares.ts';
import { loyaltyDiscount, RESIDENT_DISCOUNT_PERCENT, residentNumberValid } from './loyalty.ts';
import type { Segment } from './timetable.ts';

export const MAX_PASSENGERS_PER_BOOKING = 9;
const MAX_PETS_PER_PASSENGER = 5;

/** Passenger type factors on domestic routes (regulated) and on international ones. */
const TYPE_FACTOR: Record<string, { domestic: number; international: number; name: string }> = {
  AD: { domestic: 1, international: 1, name: 'Adult' },
  CH: { domestic: 0.5, international: 0.5, name: 'Child (5–10)' },
  IN: { domestic: 0, international: 0, name: 'Infant (0–4), zero-fare ticket' },
  ST: { domestic: 0.5, international: 0.8, name: 'Student' },
  SE: { domestic: 0.75, international: 0.8, name: 'Senior (65+)' },
  DI: { domestic: 0.5, international: 0.7, name: 'Person with disability' },
};

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
const invalid = (message: string, path: string): Result<never, InventoryError> =>
  err({ code: 'invalidRequest', message, path });

/** Prices one leg of a booking request on one system, and counts the places it needs. */
export function priceLeg(
  segment: Segment,
  leg: LegRequest,
  agent: { name: string; markup: number },
  path: string,
): Result<PricedLeg, InventoryError> {
  const vessel = vesselOrThrow(segment.run.line.vessel);
  const company = companyOrThrow(segment.run.line.company);
  const domestic = isDomestic(segment);
  const passage = passageFare(segment, agent);
  const fares = new Map(accommodationFares(vessel, passage).map((fare) => [fare.code, fare]));
  const option = fareOptionsFor(segment).find((candidate) => candidate.code === (leg.fareOption ?? 'STD'));
  if (!option) return invalid(`fare option ${leg.fareOption} is not sold on this trip`, `${path}.fareOption`);
  if (leg.passengers.length < 1 || leg.passengers.length > MAX_PASSENGERS_PER_BOOKING) {
    return invalid(`between 1 and ${MAX_PASSENGERS_PER_BOOKING} passengers`, `${path}.passengers`);
  }
  if (leg.vehicles.length > leg.passengers.length)
    return invalid('more vehicles than passengers', `${path}.vehicles`);
  const resources: Record<string, number> = {};
  const take = (resource: string, quantity: number) => {
    resources[resource] = (resources[resource] ?? 0) + quantity;
  };

  const passengerItems: PriceLine[] = [];
  const wholeCabinGroups = new Map<string, number>();
  for (const [index, passenger] of leg.passengers.entries()) {
    const at = `${path}.passengers[${index}]`;
    const fare = fares.get(passenger.accommodationType);
    if (!fare)
      return invalid(
        `accommodation ${passenger.accommodationType} is not sold on ${vessel.name}`,
        `${at}.accommodationType`,
      );
    const type = TYPE_FACTOR[passenger.passengerType];
    if (!type) return invalid(`unknown passenger type ${passenger.passengerType}`, `${at}.passengerType`);
    const full = roundFare(fare.fare * option.factor);
    const typed = Math.round(full * (domestic ? type.domestic : type.international));
    let discountPercent = 0;
    const code = passenger.discountIdOrCode ?? null;
    if (code === 'LF') {
      if (!domestic)
        return invalid('the large-family discount applies on domestic routes only', `${at}.discountIdOrCode`);
      discountPercent = 50;
    } else if (code === 'MAN') {
      if (!residentNumberValid(passenger.manNumber ?? '')) {
        return err({
          code: 'invalidResident',
          message: 'the MAN resident number is not valid',
          path: `${at}.manNumber`,
        });
      }
      if (!domestic || !servesIsland(segment))
        return invalid('the resident discount needs an island on a domestic route', `${at}.discountIdOrCode`);
      discountPercent = RESIDENT_DISCOUNT_PERCENT;
    } else if (code) {
      return invalid(`unknown discount ${code}`, `${at}.discountIdOrCode`);
    }
    if (passenger.loyaltyCard) {
      const loyalty = loyaltyDiscount(company, passenger.loyaltyCard);
      if (loyalty === undefined) {
        return err({
          code: 'invalidLoyaltyCard',
          message: `not a ${company.name} loyalty card`,
          path: `${at}.loyaltyCard`,
        });
      }
      discountPercent = Math.max(discountPercent, loyalty);
    }
    const discount = Math.round((typed * discountPercent) / 100);
    passengerItems.push({
      index,
      code: `${passenger.passengerType}:${fare.code}`,
      description: `${type.name}, ${fare.name}`,
      fare: full,
      discount: full - typed + discount,
      total: typed - discount,
    });
    if (fare.kind === 'cabin' && passenger.accommodationRequestType === 'COMPLETE') {
      wholeCabinGroups.set(fare.code, (wholeCabinGroups.get(fare.code) ?? 0) + 1);
    } else {
      take(fare.code, 1);
    }
  }

  const serviceItems: PriceLine[] = [];
  for (const [code, travellers] of wholeCabinGroups) {
    const fare = fares.get(code)!;
    const cabins = Math.ceil(travellers / fare.berths);
    const emptyBerths = cabins * fare.berths - travellers;
    take(code, cabins * fare.berths);
    if (emptyBerths > 0) {
      const supplement = roundFare(fare.fare * option.factor * 0.6) * emptyBerths;
      serviceItems.push({
        index: serviceItems.length,
        code: `EMPTY:${code}`,
        description: `Unoccupied berths in whole ${fare.name}`,
        fare: supplement,
        discount: 0,
        total: supplement,
      });
    }
  }

  const vehicleItems: PriceLine[] = [];
  const trailerItems: PriceLine[] = [];
  for (const [index, vehicle] of leg.vehicles.entries()) {
    const at = `${path}.vehicles[${index}]`;
    if (vessel.garageMetres === 0) return invalid(`${vessel.name} carries no vehicles`, at);
    const type = VEHICLE_TYPES[vehicle.accommodationType];
    if (!type) return invalid(`unknown vehicle type ${vehicle.accommodationType}`, `${at}.accommodationType`);
    if (!(vehicle.length > 0 && vehicle.length <= type.maxLength)) {
      return invalid(`a ${type.name.toLowerCase()} is at most ${type.maxLength} m long`, `${at}.length`);
    }
    const full = roundFare(
      vehicleFare(vehicle.accommodationType, vehicle.length, passage, vessel.highSpeed) * option.factor,
    );
    let discount = 0;
    if (vehicle.loyaltyCard) {
      const loyalty = loyaltyDiscount(company, vehicle.loyaltyCard);
      if (loyalty === undefined)
        return err({
          code: 'invalidLoyaltyCard',
          message: `not a ${company.name} loyalty card`,
          path: `${at}.loyaltyCard`,
        });
      discount = Math.round((full * loyalty) / 100);
    }
    vehicleItems.push({
      index,
      code: vehicle.accommodationType,
      description: `${type.name}, ${vehicle.length} m`,
      fare: full,
      discount,
      total: full - discount,
    });
    take('GARAGE', laneDecimetres(vehicle.length));
    if (vehicle.trailer) {
      const trailerType = TRAILER_TYPES[vehicle.trailer.accommodationType];
      if (!trailerType)
        return invalid(
          `unknown trailer type ${vehicle.trailer.accommodationType}`,
          `${at}.trailer.accommodationType`,
        );
      if (!(vehicle.trailer.length > 0 && vehicle.trailer.length <= trailerType.maxLength)) {
        return invalid(
          `a ${trailerType.name.toLowerCase()} is at most ${trailerType.maxLength} m long`,
          `${at}.trailer.length`,
        );
      }
      const trailer = roundFare(
        trailerFare(vehicle.trailer.length, passage, vessel.highSpeed) * option.factor,
      );
      trailerItems.push({
        index,
        code: vehicle.trailer.accommodationType,
        description: `${trailerType.name}, ${vehicle.trailer.length} m`,
        fare: trailer,
        discount: 0,
        total: trailer,
      });
      take('GARAGE', Math.ceil(vehicle.trailer.length * 10));
    }
  }

  const petItems: PriceLine[] = [];
  const petsPerPassenger = new Map<number, number>();
  for (const [index, pet] of leg.pets.entries()) {
    const at = `${path}.pets[${index}]`;
    if (vessel.petKennels === 0) return invalid(`${vessel.name} does not carry pets`, at);
    const type = PET_TYPES[pet.code];
    if (!type) return invalid(`unknown pet type ${pet.code}`, `${at}.code`);
    if (!(pet.passengerIndex >= 0 && pet.passengerIndex < leg.passengers.length)) {
      return invalid('the responsible passenger is not on this leg', `${at}.passengerIndex`);
    }
    const count = (petsPerPassenger.get(pet.passengerIndex) ?? 0) + 1;
    if (count > MAX_PETS_PER_PASSENGER)
      return invalid(`at most ${MAX_PETS_PER_PASSENGER} pets per passenger`, at);
    petsPerPassenger.set(pet.passengerIndex, count);
    const fare = petFare(pet.code, passage, vessel.highSpeed);
    petItems.push({ index, code: pet.code, description: type.name, fare, discount: 0, total: fare });
    take('KENNEL', 1);
  }

  const cancellation: CancellationCoverage = option.kind === 'promo' ? 'none' : company.cancellation;
  const groups = {
    passengerPrices: group(passengerItems),
    vehiclePrices: group(vehicleItems),
    trailerPrices: group(trailerItems),
    servicePrices: group(serviceItems),
    petPrices: group(petItems),
  };
  const tripTotal: Cents = Object.values(groups).reduce((sum, priced) => sum + priced.total, 0);
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
