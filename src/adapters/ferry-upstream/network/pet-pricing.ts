import type { PetRequest } from '#application/ports/ferry-booking-requests.ts';
import type { PriceLine } from '#domain/pricing/leg-pricing.ts';
import { ok } from '#domain/shared/result.ts';
import { PET_TYPES, petFare } from './fares.ts';
import { invalid, type LegPricingContext, type Priced } from './leg-pricing-context.ts';

const MAX_PETS_PER_PASSENGER = 5;

/** Prices the pets, each in the care of a passenger of the leg, taking a kennel for each. */
export function pricePets(pets: PetRequest[], passengers: number, context: LegPricingContext): Priced {
  const items: PriceLine[] = [];
  const petsPerPassenger = new Map<number, number>();
  const { vessel } = context;
  for (const [index, pet] of pets.entries()) {
    const at = `${context.path}.pets[${index}]`;
    if (vessel.petKennels === 0) return invalid(`${vessel.name} does not carry pets`, at);
    const type = PET_TYPES[pet.code];
    if (!type) return invalid(`unknown pet type ${pet.code}`, `${at}.code`);
    if (!(pet.passengerIndex >= 0 && pet.passengerIndex < passengers)) {
      return invalid('the responsible passenger is not on this leg', `${at}.passengerIndex`);
    }
    const count = (petsPerPassenger.get(pet.passengerIndex) ?? 0) + 1;
    if (count > MAX_PETS_PER_PASSENGER)
      return invalid(`at most ${MAX_PETS_PER_PASSENGER} pets per passenger`, at);
    petsPerPassenger.set(pet.passengerIndex, count);
    const fare = petFare(pet.code, context.passage, vessel.highSpeed);
    items.push({ index, code: pet.code, description: type.name, fare, discount: 0, total: fare });
    context.take('KENNEL', 1);
  }
  return ok(items);
}
