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
  /**
   * Other names the same ship (the same IMO number) is sold under, each justified in the README: a former
   * name the register itself reported it by. Spellings (case, "I" for "1", "F/B") need none: see ship-match.ts.
   */
  aliases: array().of(string().strict().required()).strict().optional(),
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
