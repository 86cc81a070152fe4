/**
 * The A–E band of a ship's CO2 per passenger-km, on GreenFerries' scale (decision 0085): A is under half
 * a car's CO2 per km, B under a whole car, C under twice a plane passenger's, D under four times, E above.
 */
export const CO2_BANDS = ['A', 'B', 'C', 'D', 'E'] as const;
export type Co2Band = (typeof CO2_BANDS)[number];

/** ADEME's averages GreenFerries compares with: a car (per vehicle-km) and a plane (per passenger-km). */
export const CAR_GRAMS_PER_KM = 193;
export const PLANE_GRAMS_PER_PASSENGER_KM = 144.6;

/** Upper bounds of A–D in g CO2 per passenger-km: 193 ÷ 2, 193, 144.6 × 2 and × 4, rounded as GreenFerries does. */
export const CO2_BAND_LIMITS = [96, 193, 289, 578] as const;

export function co2Band(gramsPerPassengerKm: number): Co2Band {
  const index = CO2_BAND_LIMITS.findIndex((limit) => gramsPerPassengerKm < limit);
  return CO2_BANDS[index === -1 ? CO2_BANDS.length - 1 : index]!;
}
