/** Fuel types a ferry company asks about for the garage. */
export const FUEL_TYPES = ['petrol', 'diesel', 'lpg', 'electric', 'hybrid'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

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
