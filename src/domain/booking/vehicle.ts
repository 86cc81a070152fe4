/** Fuel types a ferry company asks about for the garage. */
export const FUEL_TYPES = ['petrol', 'diesel', 'lpg', 'electric', 'hybrid'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

/**
 * Vehicle and pet kinds as the ferry systems Kyma talks to code them, with the length a vehicle
 * of that kind usually has (the form starts from it).
 */
export const VEHICLE_TYPES = { CAR: 4.2, MOTO: 2.2, BIKE: 1.8, CAMPER: 7 } as const;
export type VehicleType = keyof typeof VEHICLE_TYPES;
/** Trailer kinds, with the length a trailer of that kind usually has. */
export const TRAILER_TYPES = { TRAILER: 3, CARAVAN: 6, BOAT: 6 } as const;
export const PET_TYPES = ['SMALL', 'LARGE'] as const;

/** A vehicle of one leg; the same shape describes a trailer (spec §3 "Vehicle"). */
export interface Vehicle {
  accommodationType: string;
  discountIdOrCode: string | null;
  loyaltyCard: string;
  /** Metres; null until the traveller enters it. */
  length: number | null;
  isTrailerEnabled: boolean;
  plateNumber: string;
  fuelType: FuelType | null;
}

export function newVehicle(): Vehicle {
  return {
    accommodationType: '',
    discountIdOrCode: null,
    loyaltyCard: '',
    length: null,
    isTrailerEnabled: false,
    plateNumber: '',
    fuelType: null,
  };
}
