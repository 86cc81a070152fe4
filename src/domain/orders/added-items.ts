import type { LegBooking } from '../booking/leg-booking.ts';
import type { Pet } from '../booking/pet.ts';
import { newVehicle, type Vehicle } from '../booking/vehicle.ts';
import type { ChargeLine } from '../pricing/charge-lines.ts';
import type { LegPricing, PriceLine } from '../pricing/leg-pricing.ts';

/** A vehicle as the company answers the leg: its kind, length, plate and the trailer it tows. */
export interface VehicleAnswer {
  accommodationType: string;
  length: number;
  plateNumber?: string;
  trailer?: { accommodationType: string; length: number } | null;
}

/** A pet as the company answers the leg. */
export interface PetAnswer {
  code: string;
  passengerIndex: number;
  identityNumber?: string;
}

/** What the leg carries besides its passengers: how many vehicles and pets, and which vehicle tows. */
type Carried = Pick<LegBooking, 'vehicles' | 'trailers' | 'pets'>;

/**
 * The vehicles, trailers and pets an addition adds to a leg (decision 0083), each as a line of the order's
 * record of money priced as the company priced the grown leg: a vehicle or pet past those the leg had, a
 * trailer on a vehicle that towed none.
 */
export function addedItemLines(
  legIndex: number,
  before: Carried,
  after: { pricing: LegPricing; vehicles: readonly VehicleAnswer[]; pets: readonly PetAnswer[] },
): ChargeLine[] {
  const item =
    (kind: 'vehicle' | 'trailer' | 'pet', code: (index: number) => string | undefined) =>
    (priced: PriceLine): ChargeLine => ({
      kind,
      legIndex,
      index: priced.index,
      code: code(priced.index) || priced.code,
      accommodation: null,
      accommodationName: null,
      occupants: [],
      fare: priced.fare,
      discount: priced.discount,
      amount: priced.total,
    });
  const { pricing } = after;
  return [
    ...pricing.vehiclePrices.items
      .filter((priced) => priced.index >= before.vehicles.length)
      .map(item('vehicle', (index) => after.vehicles[index]?.accommodationType)),
    ...pricing.trailerPrices.items
      .filter((priced) => !before.trailers[priced.index])
      .map(item('trailer', (index) => after.vehicles[index]?.trailer?.accommodationType)),
    ...pricing.petPrices.items
      .filter((priced) => priced.index >= before.pets.length)
      .map(item('pet', (index) => after.pets[index]?.code)),
  ];
}

function vehicleOf(answer: VehicleAnswer): Vehicle {
  return {
    ...newVehicle(),
    accommodationType: answer.accommodationType,
    length: answer.length,
    plateNumber: answer.plateNumber ?? '',
    isTrailerEnabled: !!answer.trailer,
  };
}

function trailerOf(answer: VehicleAnswer): Vehicle | null {
  return answer.trailer ? { ...newVehicle(), ...answer.trailer } : null;
}

/**
 * The leg's vehicles, trailers and pets once the company applied a change: those it had stay as the traveller
 * gave them; what the company's answer has beyond them (an addition) joins them.
 */
export function carriedAfter(
  leg: Carried,
  answer: { vehicles?: readonly VehicleAnswer[]; pets?: readonly PetAnswer[] },
): Carried {
  const answered = answer.vehicles ?? [];
  const pets = answer.pets ?? [];
  const vehicles = [...leg.vehicles, ...answered.slice(leg.vehicles.length).map(vehicleOf)];
  return {
    vehicles,
    trailers: vehicles.map((_, index) => {
      const towed = answered[index];
      return leg.trailers[index] ?? (towed ? trailerOf(towed) : null);
    }),
    pets: [
      ...leg.pets,
      ...pets.slice(leg.pets.length).map(
        (pet): Pet => ({
          code: pet.code,
          description: '',
          passengerIndex: pet.passengerIndex,
          identityNumber: pet.identityNumber ?? '',
        }),
      ),
    ],
  };
}
