import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ShipEmissionsRegister } from '#application/ports/ship-emissions-register.ts';
import { type ShipEmissions, shipRegisterSchema } from '#domain/co2/ship-emissions.ts';

/** `reference/co2/ships.json` (its README says where each figure comes from). */
export const SHIP_EMISSIONS_FILE = fileURLToPath(
  new URL('../../../reference/co2/ships.json', import.meta.url),
);

/** Read once when the process starts; a file that does not match its schema stops the start, not a search. */
export class FileShipEmissions implements ShipEmissionsRegister {
  readonly #ships: readonly ShipEmissions[];

  constructor(file: string = SHIP_EMISSIONS_FILE) {
    this.#ships = shipRegisterSchema.validateSync(JSON.parse(readFileSync(file, 'utf8'))).ships;
  }

  ships(): readonly ShipEmissions[] {
    return this.#ships;
  }
}
