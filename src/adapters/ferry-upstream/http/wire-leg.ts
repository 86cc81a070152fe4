import type {
  LegRequest,
  TrailerRequest,
  VehicleRequest,
} from '#application/ports/ferry-booking-requests.ts';

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
export function wireLeg(leg: LegRequest, agentName: string): WireLeg {
  return {
    ...leg,
    agentName,
    vehicles: leg.vehicles.map(({ trailer: _trailer, ...vehicle }) => vehicle),
    trailers: leg.vehicles.map((vehicle) => vehicle.trailer ?? null),
  };
}
