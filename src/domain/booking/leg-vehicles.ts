import type { Trip } from '../trips/trip.ts';
import { carriesVehicles, type LegBooking } from './leg-booking.ts';
import { vehicleLimit } from './leg-limits.ts';
import { newVehicle, type Vehicle } from './vehicle.ts';

/** Vehicles board only ships with a garage, and never outnumber the passengers (spec §4, §5). */
export function addVehicle(leg: LegBooking, trip: Trip): LegBooking {
  if (!carriesVehicles(trip) || vehicleLimit(leg) !== null) return leg;
  return { ...leg, vehicles: [...leg.vehicles, newVehicle()], trailers: [...leg.trailers, null] };
}

/** Removes the last vehicle together with its trailer slot. */
export function removeVehicle(leg: LegBooking): LegBooking {
  if (leg.vehicles.length === 0) return leg;
  return {
    ...leg,
    vehicles: leg.vehicles.slice(0, -1),
    trailers: leg.trailers.slice(0, leg.vehicles.length - 1),
  };
}

export function updateVehicle(leg: LegBooking, index: number, patch: Partial<Vehicle>): LegBooking {
  if (index < 0 || index >= leg.vehicles.length) return leg;
  return { ...leg, vehicles: leg.vehicles.map((v, i) => (i === index ? { ...v, ...patch } : v)) };
}

function withTrailerSlot(leg: LegBooking, vehicleIndex: number, trailer: Vehicle | null): LegBooking {
  const trailers = leg.vehicles.map((_, i) => (i === vehicleIndex ? trailer : (leg.trailers[i] ?? null)));
  const vehicles = leg.vehicles.map((v, i) =>
    i === vehicleIndex ? { ...v, isTrailerEnabled: trailer !== null } : v,
  );
  return { ...leg, vehicles, trailers };
}

/** Spec §4: a trailer attaches to one vehicle, by the vehicle's index. */
export function attachTrailer(leg: LegBooking, vehicleIndex: number, trailersSupported: boolean): LegBooking {
  if (!trailersSupported || vehicleIndex < 0 || vehicleIndex >= leg.vehicles.length) return leg;
  if (leg.trailers[vehicleIndex]) return leg;
  return withTrailerSlot(leg, vehicleIndex, newVehicle());
}

/** Removing a trailer leaves its slot empty, so the other trailers keep their vehicle indexes. */
export function removeTrailer(leg: LegBooking, vehicleIndex: number): LegBooking {
  if (!leg.trailers[vehicleIndex]) return leg;
  return withTrailerSlot(leg, vehicleIndex, null);
}

export function updateTrailer(leg: LegBooking, vehicleIndex: number, patch: Partial<Vehicle>): LegBooking {
  const trailer = leg.trailers[vehicleIndex];
  if (!trailer) return leg;
  return {
    ...leg,
    trailers: leg.trailers.map((t, i) => (i === vehicleIndex ? { ...trailer, ...patch } : t)),
  };
}
