import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FileShipEmissions, SHIP_EMISSIONS_FILE } from '#adapters/co2/file-ship-emissions.ts';
import { VESSELS } from '#adapters/ferry-upstream/catalogue/vessels.ts';
import { shipNameKey, shipRegisterSchema } from '#domain/co2/ship-emissions.ts';

/** GreenFerries' nautical mile in km, by which the register's per-n-mile figure became per-km. */
const NM_TO_KM = 1.852001;

describe('the ships’ CO2 data file (reference/co2/ships.json)', () => {
  const file = JSON.parse(readFileSync(SHIP_EMISSIONS_FILE, 'utf8'));
  const ships = new FileShipEmissions().ships();

  it('is well-formed: every entry has its IMO number, figure, year and source', () => {
    expect(() => shipRegisterSchema.validateSync(file, { strict: true })).not.toThrow();
    expect(ships.length).toBeGreaterThan(0);
    for (const ship of ships) {
      expect(ship.source).toMatch(/^https:\/\/mrv\.emsa\.europa\.eu\//);
      expect(ship.source.endsWith(String(ship.year))).toBe(true);
    }
  });

  it('has each ship once', () => {
    expect(new Set(ships.map((ship) => ship.imo)).size).toBe(ships.length);
    expect(new Set(ships.map((ship) => shipNameKey(ship.name))).size).toBe(ships.length);
  });

  it('derives grams per passenger-km from the register’s per-n-mile figure, and keeps none under the 40 g floor', () => {
    for (const ship of ships) {
      expect(ship.gramsPerPassengerKm).toBeCloseTo(ship.gramsPerPassengerNauticalMile / NM_TO_KM, 1);
      expect(ship.gramsPerPassengerKm).toBeGreaterThanOrEqual(40);
    }
  });

  it('is about ships Kyma sells: each entry names a ship of the network', () => {
    const sold = new Set(VESSELS.map((vessel) => shipNameKey(vessel.name)));
    for (const ship of ships) expect(sold, ship.name).toContain(shipNameKey(ship.name));
  });

  it('refuses a file that does not match its schema', () => {
    const broken = { ...file, ships: [{ ...file.ships[0], year: undefined }] };
    expect(() => shipRegisterSchema.validateSync(broken, { strict: true })).toThrow();
  });
});
