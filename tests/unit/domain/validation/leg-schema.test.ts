import { describe, expect, it } from 'vitest';
import { buildLeg, type LegBooking } from '#domain/booking/leg-booking.ts';
import type { Passenger } from '#domain/booking/passenger.ts';
import { validateLeg } from '#domain/validation/leg-schema.ts';
import { checkLoyaltyCardsUnique } from '#domain/validation/loyalty-cards.ts';
import { petSchema } from '#domain/validation/pet-schema.ts';
import { validateWith } from '#domain/validation/validate.ts';
import { aTrip } from '../support/builders.ts';
import { fieldKeys } from './field-keys.ts';

const details: Partial<Passenger> = {
  name: 'Ada',
  surname: 'Lovelace',
  sex: 'female',
  birthDate: '10/12/1985',
  nationality: 'GR',
  documentId: 'AB123456',
};

function completeLeg(passengers = 2, vehicles = 1, pets = 1): LegBooking {
  const leg = buildLeg(0, aTrip(), { passengers, vehicles, pets });
  return {
    ...leg,
    passengers: leg.passengers.map((p) => ({ ...p, ...details })),
    vehicles: leg.vehicles.map((v) => ({
      ...v,
      accommodationType: 'CAR',
      length: 4.2,
      plateNumber: 'IKA1234',
      fuelType: 'petrol' as const,
    })),
    pets: leg.pets.map((p) => ({ ...p, code: 'DOG', passengerIndex: 0, identityNumber: '941000012345678' })),
  };
}

describe('passenger, vehicle and pet forms of a leg', () => {
  it('accepts a complete leg', () => {
    expect(validateLeg(completeLeg()).ok).toBe(true);
  });

  it('fails with invalidPassengersForm and a key per missing passenger field', () => {
    const leg = completeLeg(1, 0, 0);
    const empty = { ...leg, passengers: [{ ...leg.passengers[0]!, name: ' ', sex: null, birthDate: '' }] };
    const result = validateLeg(empty);
    expect(result.ok || result.error.code).toBe('invalidPassengersForm');
    expect(fieldKeys(result)).toEqual({
      'passengers[0].name': 'fieldRequired',
      'passengers[0].sex': 'chooseGender',
      'passengers[0].birthDate': 'fieldRequired',
    });
  });

  it('accepts passport or ID numbers of English letters and digits only', () => {
    const leg = completeLeg(1, 0, 0);
    const greek = { ...leg, passengers: [{ ...leg.passengers[0]!, documentId: 'ΑΒ123', manNumber: 'X-1' }] };
    expect(fieldKeys(validateLeg(greek))).toEqual({
      'passengers[0].documentId': 'documentIdLettersAndDigits',
      'passengers[0].manNumber': 'documentIdLettersAndDigits',
    });
  });

  it('refuses on the passenger type a type the birth date contradicts, or an age-decided type without one', () => {
    const leg = { ...completeLeg(1, 0, 0), departureDatetime: '2027-07-15T07:25:00+03:00' };
    const as = (passengerType: 'AD' | 'IN' | 'SE', birthDate: string) =>
      validateLeg(
        { ...leg, passengers: [{ ...leg.passengers[0]!, passengerType, birthDate }] },
        {
          requirements: { documentRequired: true, nationalityRequired: true, birthDateRequired: false },
        },
      );
    const refusal = { path: 'passengers[0].passengerType', key: 'passengerTypeContradictsBirthDate' };
    expect(as('IN', '07/03/1985')).toMatchObject({ ok: false, error: { fields: [refusal] } });
    expect(as('IN', '16/07/2022').ok).toBe(true);
    expect(as('SE', '16/07/1962')).toMatchObject({ ok: false, error: { fields: [refusal] } });
    expect(as('SE', '15/07/1962').ok).toBe(true);
    expect(as('IN', '')).toMatchObject({ ok: false, error: { fields: [refusal] } });
    expect(as('AD', '').ok).toBe(true);
  });

  it('refuses a student or disability fare or the large-family discount without its card number', () => {
    const leg = completeLeg(1, 0, 0);
    const as = (change: Partial<Passenger>) =>
      fieldKeys(validateLeg({ ...leg, passengers: [{ ...leg.passengers[0]!, ...change }] }));
    const refusal = { 'passengers[0].proofNumber': 'proofNumberRequired' };
    expect(as({ passengerType: 'ST' })).toEqual(refusal);
    expect(as({ passengerType: 'DI' })).toEqual(refusal);
    expect(as({ discountIdOrCode: 'LF' })).toEqual(refusal);
    expect(as({ passengerType: 'ST', proofNumber: 'ΦΚ-12' })).toEqual({
      'passengers[0].proofNumber': 'documentIdLettersAndDigits',
    });
    expect(as({ passengerType: 'DI', proofNumber: 'AMEA4471' })).toEqual({});
    expect(as({ discountIdOrCode: 'LF', proofNumber: 'PT20931' })).toEqual({});
    expect(as({ passengerType: 'AD' })).toEqual({});
  });

  it('reads birth dates as day/month/year and refuses impossible days, and future ones saying so', () => {
    const leg = completeLeg(1, 0, 0);
    const withBirth = (birthDate: string) => ({ ...leg, passengers: [{ ...leg.passengers[0]!, birthDate }] });
    expect(validateLeg(withBirth('31/12/1985')).ok).toBe(true);
    expect(fieldKeys(validateLeg(withBirth('1985-12-31')))).toEqual({
      'passengers[0].birthDate': 'invalidBirthDate',
    });
    expect(fieldKeys(validateLeg(withBirth('31/02/1985')))).toEqual({
      'passengers[0].birthDate': 'invalidBirthDate',
    });
    expect(fieldKeys(validateLeg(withBirth('02/01/2026'), { today: '2026-01-01' }))).toEqual({
      'passengers[0].birthDate': 'birthDateInFuture',
    });
  });

  it("asks only for the documents the company's booking validation requires", () => {
    const leg = completeLeg(1, 0, 0);
    const bare = {
      ...leg,
      passengers: [{ ...leg.passengers[0]!, documentId: '', nationality: '', birthDate: '' }],
    };
    const requirements = { documentRequired: false, nationalityRequired: false, birthDateRequired: false };
    expect(validateLeg(bare, { requirements }).ok).toBe(true);
  });

  it('requires vehicle type, a positive length in metres, plate and fuel type', () => {
    const leg = completeLeg(1, 1, 0);
    const car = { ...leg, vehicles: [{ ...leg.vehicles[0]!, length: -1, plateNumber: '', fuelType: null }] };
    expect(fieldKeys(validateLeg(car))).toEqual({
      'vehicles[0].length': 'invalidLength',
      'vehicles[0].plateNumber': 'fieldRequired',
      'vehicles[0].fuelType': 'invalidFuelType',
    });
  });

  it('refuses a length no ferry prices: a 1 cm car, a 40 m one', () => {
    const leg = completeLeg(1, 1, 0);
    for (const length of [0.01, 40]) {
      const car = { ...leg, vehicles: [{ ...leg.vehicles[0]!, length }] };
      expect(fieldKeys(validateLeg(car))).toEqual({ 'vehicles[0].length': 'invalidLength' });
    }
    expect(validateLeg({ ...leg, vehicles: [{ ...leg.vehicles[0]!, length: 4.5 }] }).ok).toBe(true);
  });

  it('requires trailer type and length for an attached trailer only', () => {
    const leg = completeLeg(1, 1, 0);
    const trailer = { ...leg.vehicles[0]!, accommodationType: '', length: null };
    expect(fieldKeys(validateLeg({ ...leg, trailers: [trailer] }))).toEqual({
      'trailers[0].accommodationType': 'fieldRequired',
      'trailers[0].length': 'fieldRequired',
    });
  });

  it('requires pet type, responsible passenger on the leg and chip number', () => {
    const leg = completeLeg(1, 0, 1);
    const pet = { code: '', description: '', passengerIndex: null, identityNumber: '' };
    expect(fieldKeys(validateLeg({ ...leg, pets: [pet] }))).toEqual({
      'pets[0].code': 'fieldRequired',
      'pets[0].passengerIndex': 'chooseResponsiblePassenger',
      'pets[0].identityNumber': 'fieldRequired',
    });
    expect(fieldKeys(validateLeg({ ...leg, pets: [{ ...leg.pets[0]!, passengerIndex: 3 }] }))).toEqual({
      pets: 'chooseResponsiblePassenger',
    });
  });

  it('refuses more vehicles than passengers', () => {
    const leg = completeLeg(1, 1, 0);
    expect(
      fieldKeys(
        validateLeg({ ...leg, vehicles: [leg.vehicles[0]!, leg.vehicles[0]!], trailers: [null, null] }),
      ),
    ).toEqual({
      vehicles: 'tooManyVehicles',
    });
  });
});

describe('loyalty cards', () => {
  it('must be unique across the passengers of a leg, ignoring case and spaces', () => {
    const leg = completeLeg(3, 0, 0);
    const cards = ['GR 123', 'x', 'gr123'];
    const dup = { ...leg, passengers: leg.passengers.map((p, i) => ({ ...p, loyaltyCard: cards[i]! })) };
    expect(checkLoyaltyCardsUnique(dup)).toEqual({
      ok: false,
      error: {
        code: 'duplicateLoyaltyCardPassenger',
        fields: [{ path: 'passengers[2].loyaltyCard', key: 'duplicateLoyaltyCardPassenger' }],
      },
    });
    expect(validateLeg(dup).ok || 'failed').toBe('failed');
  });

  it('must be unique across the vehicles of a leg', () => {
    const leg = completeLeg(2, 2, 0);
    const dup = { ...leg, vehicles: leg.vehicles.map((v) => ({ ...v, loyaltyCard: 'CAR1' })) };
    const result = checkLoyaltyCardsUnique(dup);
    expect(result.ok || result.error.code).toBe('duplicateLoyaltyCardVehicle');
  });

  it('may repeat between a passenger and a vehicle, and may be left empty by everyone', () => {
    const leg = completeLeg(2, 1, 0);
    const shared = {
      ...leg,
      passengers: leg.passengers.map((p, i) => ({ ...p, loyaltyCard: i === 0 ? 'C1' : '' })),
      vehicles: leg.vehicles.map((v) => ({ ...v, loyaltyCard: 'C1' })),
    };
    expect(checkLoyaltyCardsUnique(shared).ok).toBe(true);
  });
});

describe('pet schema on its own', () => {
  it('refuses a responsible passenger beyond the passenger count given as context', () => {
    const pet = { code: 'CAT', passengerIndex: 2, identityNumber: '1' };
    expect(validateWith(petSchema, pet, 'invalidPassengersForm').ok).toBe(true);
    expect(fieldKeys(validateWith(petSchema, pet, 'invalidPassengersForm', { passengerCount: 2 }))).toEqual({
      passengerIndex: 'chooseResponsiblePassenger',
    });
  });
});
