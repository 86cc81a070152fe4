import { sailingCo2 } from '#domain/co2/sailing-co2.ts';
import type { ShipEmissions } from '#domain/co2/ship-emissions.ts';
import type { Result } from '#domain/shared/result.ts';
import type { Trip } from '#domain/trips/trip.ts';
import type { FerryError } from '../ferry/ferry-network.ts';
import type { PortView } from '../ferry/localized-ports.ts';

/**
 * Each sailing with its CO2 per passenger (issue #28 point 3): from its ship's register figure (found by
 * its IMO number where the upstream gives one, else by its name) and its ports' positions. Ports that could not be listed leave every figure "no data" rather than fail the search.
 */
export function withCo2(
  legs: Trip[][],
  listed: Result<PortView[], FerryError>,
  ships: readonly ShipEmissions[],
): Trip[][] {
  const ports = new Map(listed.ok ? listed.value.map((port) => [port.code, port]) : []);
  return legs.map((trips) =>
    trips.map((trip) => ({
      ...trip,
      co2: sailingCo2(
        ships,
        { name: trip.vesselName, imo: trip.vesselImo },
        ports.get(trip.from),
        ports.get(trip.to),
      ),
    })),
  );
}
