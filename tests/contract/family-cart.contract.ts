import { beforeAll, describe, expect, it } from 'vitest';
import type { FerryInventory } from '#application/ports/ferry-inventory.ts';
import {
  FAMILY_LEADER,
  FAMILY_PLATE,
  familyDetails,
  familyLeg,
  familySailing,
} from '../support/family-cart.ts';
import { summerDay } from '../support/test-today.ts';
import { valueIn } from './ferry-inventory.contract.ts';

/**
 * Every adapter books the cart a real family fills in (issue #47 point 1): two adults, a child and an infant
 * with birth dates, nationalities and documents, a car with its plate and a dog, priced, held, named and
 * confirmed, each message checked by the other side's server as its published definition says.
 */
export function familyCartContract(
  name: string,
  makeAdapter: () => FerryInventory | Promise<FerryInventory>,
) {
  describe(`a family's cart as the form fills it: ${name}`, () => {
    let inventory: FerryInventory;
    beforeAll(async () => {
      inventory = await makeAdapter();
    });

    it('prices, holds, names and confirms every traveller, the car with its plate and the dog', async () => {
      const cart = familyLeg(await familySailing(inventory, { from: 'PIR', to: 'JTR' }, summerDay(17)));
      const [pricing] = valueIn(await inventory.price({ legs: [cart] }));
      expect(pricing!.passengerPrices.items).toHaveLength(4);
      expect(pricing!.vehiclePrices.items).toHaveLength(1);
      expect(pricing!.petPrices.items).toHaveLength(1);
      const held = valueIn(await inventory.hold({ legs: [cart], leader: FAMILY_LEADER }));
      expect(held.total).toBe(pricing!.tripTotal);
      const details = { orderCode: held.orderCode, leader: FAMILY_LEADER, passengers: familyDetails() };
      expect(valueIn(await inventory.insertBooking(details)).status).toBe('inserted');
      const booked = valueIn(await inventory.finalizeBooking(held.orderCode));
      expect(booked.status).toBe('confirmed');
      expect(booked.tickets).toHaveLength(4);
      expect(booked.legs[0]!.request.vehicles[0]!.plateNumber).toBe(FAMILY_PLATE);
      expect(booked.legs[0]!.request.pets).toEqual([{ code: 'SMALL', passengerIndex: 0 }]);
    });
  });
}
