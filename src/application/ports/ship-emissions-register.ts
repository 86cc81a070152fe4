import type { ShipEmissions } from '#domain/co2/ship-emissions.ts';

/** The ships' CO2 per passenger-km from the EU register, as the repository's data file keeps them (decision 0085). */
export interface ShipEmissionsRegister {
  ships(): readonly ShipEmissions[];
}
