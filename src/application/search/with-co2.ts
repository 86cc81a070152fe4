import { sailingCo2 } from '#domain/co2/sailing-co2.ts';
import type { Trip } from '#domain/trips/trip.ts';
import type { ListPorts } from '../ferry/list-ports.ts';
import type { ShipEmissionsRegister } from '../ports/ship-emissions-register.ts';

/**
 * Each sailing with its CO2 per passenger (issue #28 point 3): from its ship's register figure and its
 * ports' positions. Ports that cannot be listed leave every figure "no data" rather than the search failing.
 */
export async function withCo2(
  legs: Trip[][],
  deps: { listPorts: ListPorts; shipEmissions: ShipEmissionsRegister },
): Promise<Trip[][]> {
  const listed = await deps.listPorts.execute({ lang: 'en' });
  const ports = new Map(listed.ok ? listed.value.map((port) => [port.code, port]) : []);
  const ships = deps.shipEmissions.ships();
  return legs.map((trips) =>
    trips.map((trip) => ({
      ...trip,
      co2: sailingCo2(ships, trip.vesselName, ports.get(trip.from), ports.get(trip.to)),
    })),
  );
}
