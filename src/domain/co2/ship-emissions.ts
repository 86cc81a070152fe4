import { array, type InferType, number, object, string } from 'yup';

/**
 * One ship's CO2 per passenger-km as the EU register (EMSA THETIS-MRV) published it for a year, as kept in
 * `reference/co2/ships.json` (how it was derived: `reference/co2/README.md`).
 */
const shipEmissionsSchema = object({
  imo: string()
    .strict()
    .matches(/^\d{7}$/)
    .required(),
  name: string().strict().required(),
  shipType: string().strict().oneOf(['Ro-pax ship', 'Passenger ship']).required(),
  gramsPerPassengerNauticalMile: number().strict().positive().required(),
  gramsPerPassengerKm: number().strict().positive().required(),
  year: number().strict().integer().min(2018).required(),
  source: string().strict().url().required(),
});

/** The whole data file: what it is, then the ships. */
export const shipRegisterSchema = object({
  about: string().strict().required(),
  ships: array().of(shipEmissionsSchema.noUnknown().strict()).required(),
}).noUnknown();

export type ShipEmissions = InferType<typeof shipEmissionsSchema>;

/** A ship's name as the register and the ferry systems both can be compared: case, accents, spaces and dots aside. */
export function shipNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

/** The register's entry for a sailing's ship, matched by name; none when the register has no figure for it. */
export function findShip(ships: readonly ShipEmissions[], vesselName: string): ShipEmissions | undefined {
  const key = shipNameKey(vesselName);
  return ships.find((ship) => shipNameKey(ship.name) === key);
}
