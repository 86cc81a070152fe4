import { describe, expect, it } from 'vitest';
import { newVehicle } from '#domain/booking/vehicle.ts';
import { addedItemLines, carriedAfter } from '#domain/orders/added-items.ts';
import { changeChargeLines } from '#domain/orders/order-change.ts';
import { paidPerLeg } from '#domain/orders/paid-per-leg.ts';
import type { LegPricing, PriceLine } from '#domain/pricing/leg-pricing.ts';

const priced = (index: number, total: number): PriceLine => ({
  index,
  code: 'X',
  description: '',
  fare: total,
  discount: 0,
  total,
});
const group = (items: PriceLine[]) => ({ items, total: items.reduce((sum, item) => sum + item.total, 0) });
const pricing = (vehicles: PriceLine[], trailers: PriceLine[], pets: PriceLine[]) =>
  ({
    passengerPrices: group([priced(0, 5000)]),
    vehiclePrices: group(vehicles),
    trailerPrices: group(trailers),
    servicePrices: group([]),
    petPrices: group(pets),
  }) as unknown as LegPricing;
const van = { ...newVehicle(), accommodationType: 'CAMPER', length: 7, plateNumber: 'AAA1' };

describe('an addition on the order’s record of money (decision 0083)', () => {
  it('lines up only what the leg did not have: a second vehicle, a trailer on the first, a pet', () => {
    const before = { vehicles: [van], trailers: [null], pets: [] };
    const after = {
      pricing: pricing([priced(0, 9000), priced(1, 4000)], [priced(0, 3000)], [priced(0, 1000)]),
      vehicles: [
        { accommodationType: 'CAMPER', length: 7, trailer: { accommodationType: 'BOAT', length: 6 } },
        { accommodationType: 'CAR', length: 4.2, plateNumber: 'IKB1' },
      ],
      pets: [{ code: 'SMALL', passengerIndex: 0 }],
    };
    const added = addedItemLines(2, before, after);
    expect(
      added.map(({ kind, legIndex, index, code, amount }) => [kind, legIndex, index, code, amount]),
    ).toEqual([
      ['vehicle', 2, 1, 'CAR', 4000],
      ['trailer', 2, 0, 'BOAT', 3000],
      ['pet', 2, 0, 'SMALL', 1000],
    ]);
    // The fare difference the items do not explain stays visible, then the fee: the lines add up to the total.
    const lines = changeChargeLines(2, { fareDifference: 8500, fee: 200 }, 'CHG', added);
    expect(lines.map((line) => [line.kind, line.amount])).toEqual([
      ['vehicle', 4000],
      ['trailer', 3000],
      ['pet', 1000],
      ['changeFare', 500],
      ['changeFee', 200],
    ]);
    const carried = carriedAfter(before, after);
    expect(carried.vehicles.map((vehicle) => [vehicle.accommodationType, vehicle.plateNumber])).toEqual([
      ['CAMPER', 'AAA1'],
      ['CAR', 'IKB1'],
    ]);
    expect(carried.trailers.map((trailer) => trailer?.accommodationType ?? null)).toEqual(['BOAT', null]);
    expect(carried.pets).toEqual([{ code: 'SMALL', description: '', passengerIndex: 0, identityNumber: '' }]);
  });

  it('counts a leg’s added items in what the leg was paid, as a change’s fee', () => {
    const breakdown = { tripTotals: [10_000, 6_000], discount: 0, serviceFee: 0, extraCost: 0 };
    const line = (kind: 'passenger' | 'vehicle' | 'changeFee', legIndex: number, amount: number) => ({
      ...changeChargeLines(legIndex, { fareDifference: 0, fee: amount }, 'C')[0]!,
      kind,
    });
    const lines = [
      line('passenger', 0, 10_000),
      line('passenger', 1, 6_000),
      line('vehicle', 1, 4_000),
      line('changeFee', 1, 200),
    ];
    expect(paidPerLeg(breakdown, lines)).toEqual([10_000, 10_200]);
    expect(paidPerLeg(breakdown)).toEqual([10_000, 6_000]);
  });
});
