import { describe, expect, it } from 'vitest';
import { searchSchema } from '#domain/validation/search-schema.ts';
import { validateWith } from '#domain/validation/validate.ts';
import { fieldKeys } from './field-keys.ts';

const leg = { departurePort: 'PIR', destinationPort: 'JTR', departureDate: '2026-07-01' };
const valid = {
  typeOfTrip: 'oneWay',
  legs: [leg],
  returnDate: '',
  accommodations: { passengers: 2, vehicles: 1, pets: 3 },
};
const check = (value: unknown) => fieldKeys(validateWith(searchSchema, value, 'invalidForm'));

describe('search schema', () => {
  it('accepts a complete one-way search', () => {
    expect(validateWith(searchSchema, valid, 'invalidForm').ok).toBe(true);
  });

  it('requires departure port, destination port and departure date with the spec messages', () => {
    expect(
      check({ ...valid, legs: [{ departurePort: '', destinationPort: '', departureDate: '' }] }),
    ).toEqual({
      'legs[0].departurePort': 'chooseDeparturePort',
      'legs[0].destinationPort': 'chooseDestinationPort',
      'legs[0].departureDate': 'chooseDepartureDate',
    });
    expect(check({ ...valid, legs: [{ ...leg, departureDate: '2026-13-01' }] })).toEqual({
      'legs[0].departureDate': 'invalidDate',
    });
  });

  it('requires a valid return date not before the departure for round trips only', () => {
    const round = { ...valid, typeOfTrip: 'roundTrip' };
    expect(check(round)).toEqual({ returnDate: 'chooseReturnDate' });
    expect(check({ ...round, returnDate: '2026-02-30' })).toEqual({ returnDate: 'invalidDate' });
    expect(check({ ...round, returnDate: '2026-06-30' })).toEqual({
      returnDate: 'returnDateBeforeDeparture',
    });
    expect(check({ ...round, returnDate: '2026-07-01' })).toEqual({});
    expect(check({ ...round, legs: [{ ...leg, departureDate: '' }], returnDate: '2026-07-02' })).toEqual({
      'legs[0].departureDate': 'chooseDepartureDate',
    });
  });

  it('needs two legs or more for multiple trips and exactly one otherwise', () => {
    expect(check({ ...valid, typeOfTrip: 'multipleTrips' })).toEqual({ legs: 'fieldRequired' });
    expect(check({ ...valid, typeOfTrip: 'multipleTrips', legs: [leg, leg] })).toEqual({});
    expect(check({ ...valid, legs: [leg, leg] })).toEqual({ legs: 'fieldRequired' });
  });

  it('refuses more vehicles than passengers and more than five pets per passenger', () => {
    expect(check({ ...valid, accommodations: { passengers: 1, vehicles: 2, pets: 6 } })).toEqual({
      'accommodations.vehicles': 'tooManyVehicles',
      'accommodations.pets': 'tooManyPets',
    });
    expect(check({ ...valid, accommodations: { passengers: 0, vehicles: 0, pets: 0 } })).toEqual({
      'accommodations.passengers': 'atLeastOnePassenger',
    });
  });
});
