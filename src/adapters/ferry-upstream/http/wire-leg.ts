import type {
  LegRequest,
  TrailerRequest,
  VehicleRequest,
} from '#application/ports/ferry-booking-requests.ts';
import type { InventoryError } from '#application/ports/ferry-inventory.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { parseRemoteTripId, tripNotFound } from './remote-terms.ts';

/** A leg as the booking API takes it: the domain's leg request (`legRequestSchema`). */
export type WireLeg = Omit<LegRequest, 'vehicles'> & {
  agentName: string;
  vehicles: Array<Omit<VehicleRequest, 'trailer'>>;
  trailers: Array<TrailerRequest | null>;
};

/**
 * The port's leg request in the booking API's shape: a trailer sits in `trailers` at the index of the
 * vehicle that tows it rather than on the vehicle.
 */
function wireLeg(leg: LegRequest, agentName: string): WireLeg {
  return {
    ...leg,
    agentName,
    vehicles: leg.vehicles.map(({ trailer: _trailer, ...vehicle }) => vehicle),
    trailers: leg.vehicles.map((vehicle) => vehicle.trailer ?? null),
  };
}

/** A request's legs for the remote, each naming the remote system that sells its trip. */
export function wireLegs(legs: LegRequest[]): Result<WireLeg[], InventoryError> {
  if (legs.length === 0) return err({ code: 'invalidRequest', message: 'no legs', path: 'legs' });
  const remote: WireLeg[] = [];
  for (const [index, leg] of legs.entries()) {
    const trip = parseRemoteTripId(leg.tripId);
    if (!trip) return err({ ...tripNotFound(leg.tripId), path: `legs[${index}].tripId` });
    remote.push(wireLeg({ ...leg, tripId: trip.tripId }, trip.remoteAgent));
  }
  return ok(remote);
}
