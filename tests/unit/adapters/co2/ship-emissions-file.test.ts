import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FileShipEmissions, SHIP_EMISSIONS_FILE } from '#adapters/co2/file-ship-emissions.ts';
import { VESSELS } from '#adapters/ferry-upstream/catalogue/vessels.ts';
import { shipRegisterSchema } from '#domain/co2/ship-emissions.ts';
import { findShip, imoNumber, shipNameKey } from '#domain/co2/ship-match.ts';

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

  it('has each ship once, by a valid IMO number, and no name or alias that two ships share', () => {
    expect(new Set(ships.map((ship) => ship.imo)).size).toBe(ships.length);
    for (const ship of ships) expect(imoNumber(ship.imo), ship.name).toBe(ship.imo);
    const names = ships.flatMap((ship) => [ship.name, ...(ship.aliases ?? [])].map(shipNameKey));
    expect(new Set(names).size).toBe(names.length);
  });

  it('derives grams per passenger-km from the register’s per-n-mile figure, and keeps none under the 40 g floor', () => {
    for (const ship of ships) {
      expect(ship.gramsPerPassengerKm).toBeCloseTo(ship.gramsPerPassengerNauticalMile / NM_TO_KM, 1);
      expect(ship.gramsPerPassengerKm).toBeGreaterThanOrEqual(40);
    }
  });

  it('is about ships Kyma sells: each entry is found for a ship of the network', () => {
    const matched = new Set(VESSELS.map((vessel) => findShip(ships, { name: vessel.name })?.imo));
    for (const ship of ships) expect(matched, ship.name).toContain(ship.imo);
  });

  it('finds the network’s real ships the register has, renamed ones by their former name', () => {
    const figureOf = (name: string) => findShip(ships, { name })?.name;
    expect(figureOf('Nissos Chios')).toBe('BLUE STAR CHIOS');
    expect(figureOf('Cruise Olympia')).toBe('CRUISE SARDEGNA');
    expect(figureOf('Champion Jet 1')).toBe('CHAMPION JET 1');
    expect(VESSELS.filter((vessel) => findShip(ships, { name: vessel.name })).length).toBe(23);
  });

  it('refuses a file that does not match its schema', () => {
    const broken = { ...file, ships: [{ ...file.ships[0], year: undefined }] };
    expect(() => shipRegisterSchema.validateSync(broken, { strict: true })).toThrow();
  });
});
