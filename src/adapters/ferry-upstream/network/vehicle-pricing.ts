import type { VehicleRequest } from '#application/ports/ferry-booking-requests.ts';
import type { InventoryError } from '#application/ports/ferry-inventory.ts';
import type { PriceLine } from '#domain/pricing/leg-pricing.ts';
import { ok, type Result } from '#domain/shared/result.ts';
import {
  laneDecimetres,
  roundFare,
  TRAILER_TYPES,
  trailerFare,
  VEHICLE_TYPES,
  vehicleFare,
} from './fares.ts';
import { invalid, type LegPricingContext, loyaltyPercent } from './leg-pricing-context.ts';

function priceTrailer(
  trailer: NonNullable<VehicleRequest['trailer']>,
  index: number,
  context: LegPricingContext,
  at: string,
): Result<PriceLine, InventoryError> {
  const type = TRAILER_TYPES[trailer.accommodationType];
  if (!type)
    return invalid(`unknown trailer type ${trailer.accommodationType}`, `${at}.trailer.accommodationType`);
  if (!(trailer.length > 0 && trailer.length <= type.maxLength)) {
    return invalid(
      `a ${type.name.toLowerCase()} is at most ${type.maxLength} m long`,
      `${at}.trailer.length`,
    );
  }
  const fare = roundFare(
    trailerFare(trailer.length, context.passage, context.vessel.highSpeed) * context.factor,
  );
  context.take('GARAGE', Math.ceil(trailer.length * 10));
  return ok({
    index,
    code: trailer.accommodationType,
    description: `${type.name}, ${trailer.length} m`,
    fare,
    discount: 0,
    total: fare,
  });
}

/** Prices the vehicles and their trailers, taking garage lane for each. */
export function priceVehicles(
  vehicles: VehicleRequest[],
  context: LegPricingContext,
): Result<{ vehicles: PriceLine[]; trailers: PriceLine[] }, InventoryError> {
  const vehicleItems: PriceLine[] = [];
  const trailerItems: PriceLine[] = [];
  const { vessel } = context;
  for (const [index, vehicle] of vehicles.entries()) {
    const at = `${context.path}.vehicles[${index}]`;
    if (vessel.garageMetres === 0) return invalid(`${vessel.name} carries no vehicles`, at);
    const type = VEHICLE_TYPES[vehicle.accommodationType];
    if (!type) return invalid(`unknown vehicle type ${vehicle.accommodationType}`, `${at}.accommodationType`);
    if (!(vehicle.length > 0 && vehicle.length <= type.maxLength)) {
      return invalid(`a ${type.name.toLowerCase()} is at most ${type.maxLength} m long`, `${at}.length`);
    }
    const full = roundFare(
      vehicleFare(vehicle.accommodationType, vehicle.length, context.passage, vessel.highSpeed) *
        context.factor,
    );
    const loyalty = loyaltyPercent(context.company, vehicle.loyaltyCard, at);
    if (!loyalty.ok) return loyalty;
    const discount = Math.round((full * loyalty.value) / 100);
    vehicleItems.push({
      index,
      code: vehicle.accommodationType,
      description: `${type.name}, ${vehicle.length} m`,
      fare: full,
      discount,
      total: full - discount,
    });
    context.take('GARAGE', laneDecimetres(vehicle.length));
    if (vehicle.trailer) {
      const trailer = priceTrailer(vehicle.trailer, index, context, at);
      if (!trailer.ok) return trailer;
      trailerItems.push(trailer.value);
    }
  }
  return ok({ vehicles: vehicleItems, trailers: trailerItems });
}
