import { describe, expect, it } from 'vitest';
import { legRequestsSchema } from '#domain/validation/leg-request-schema.ts';
import { validateWith } from '#domain/validation/validate.ts';

const leg = (extra: object = {}) => ({
  agentName: 'attica-direct',
  tripId: 'BSF1-O-20270715-0725-PIR-JTR',
  passengers: [{ accommodationType: 'DECK' }],
  ...extra,
});
const keysOf = (value: unknown) => {
  const checked = validateWith(legRequestsSchema, value, 'invalidForm');
  return checked.ok ? [] : checked.error.fields.map((field) => `${field.path} ${field.key}`);
};

describe('the leg request schema (browser cart and booking API alike)', () => {
  it('takes five legs and refuses a sixth', () => {
    expect(keysOf(Array.from({ length: 5 }, () => leg()))).toEqual([]);
    expect(keysOf(Array.from({ length: 6 }, () => leg()))).toEqual([' tooManyLegs']);
  });

  it('puts a trailer beside the vehicle that tows it, never more trailers than vehicles', () => {
    const car = { accommodationType: 'CAR', length: 4.2 };
    const trailer = { accommodationType: 'TRAILER', length: 2 };
    expect(keysOf([leg({ vehicles: [car], trailers: [trailer] })])).toEqual([]);
    expect(keysOf([leg({ vehicles: [], trailers: [trailer] })])).toEqual(['[0].trailers tooManyVehicles']);
  });

  it('gives a pet only to a passenger on the leg', () => {
    expect(keysOf([leg({ pets: [{ code: 'DOG', passengerIndex: 0 }] })])).toEqual([]);
    expect(keysOf([leg({ pets: [{ code: 'DOG', passengerIndex: 1 }] })])).toEqual([
      '[0].pets[0].passengerIndex chooseResponsiblePassenger',
    ]);
  });
});
