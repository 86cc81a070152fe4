import { describe, expect, it } from 'vitest';
import { buildLeg } from '#domain/booking/leg-booking.ts';
import { setResidentNumber } from '#domain/booking/leg-discounts.ts';
import { passengerLimit, petLimit, vehicleLimit } from '#domain/booking/leg-limits.ts';
import { addPassenger, removePassenger, updatePassenger } from '#domain/booking/leg-passengers.ts';
import { addPet, assignPet, removePet, updatePet } from '#domain/booking/leg-pets.ts';
import {
  addVehicle,
  attachTrailer,
  removeTrailer,
  removeVehicle,
  updateTrailer,
  updateVehicle,
} from '#domain/booking/leg-vehicles.ts';
import { aTrip } from '../support/builders.ts';

const trip = aTrip();
const leg = (passengers: number, vehicles = 0, pets = 0) => buildLeg(0, trip, { passengers, vehicles, pets });

describe('passengers of a leg', () => {
  it('adds passengers up to the company limit per booking', () => {
    const small = aTrip({ bookingValidation: { ...trip.bookingValidation, maxPassengers: 2 } });
    const two = addPassenger(leg(1), small);
    expect(two.passengers).toHaveLength(2);
    expect(addPassenger(two, small)).toBe(two);
  });

  it('removes the last passenger, never the only one', () => {
    const named = updatePassenger(updatePassenger(leg(2), 0, { name: 'Ada' }), 1, { name: 'Bob' });
    expect(removePassenger(named).passengers.map((p) => p.name)).toEqual(['Ada']);
    const single = leg(1);
    expect(removePassenger(single)).toBe(single);
  });

  it('asks for the resident discount with a MAN number and withdraws it when the number is cleared', () => {
    const resident = setResidentNumber(leg(2), 1, ' 123456782 ');
    expect(resident.passengers[1]).toMatchObject({ manNumber: '123456782', discountIdOrCode: 'MAN' });
    expect(resident.passengers[0]).toMatchObject({ manNumber: '', discountIdOrCode: null });
    expect(setResidentNumber(resident, 1, '').passengers[1]).toMatchObject({
      manNumber: '',
      discountIdOrCode: null,
    });
    const family = updatePassenger(leg(1), 0, { discountIdOrCode: 'LF' });
    expect(setResidentNumber(family, 0, '').passengers[0]?.discountIdOrCode).toBe('LF');
    expect(setResidentNumber(family, 5, '123456782')).toBe(family);
  });

  it('ignores edits of passengers who do not exist', () => {
    const one = leg(1);
    expect(updatePassenger(one, 3, { name: 'X' })).toBe(one);
  });

  it("drops the removed passenger's pets and keeps the others' pets", () => {
    let pets = leg(2, 0, 2);
    pets = assignPet(assignPet(pets, 0, 0), 1, 1);
    const after = removePassenger(pets);
    expect(after.pets).toHaveLength(1);
    expect(after.pets[0]?.passengerIndex).toBe(0);
  });

  it('drops pets beyond five per remaining passenger and vehicles beyond the passengers', () => {
    const full = leg(2, 2, 10);
    const after = removePassenger(full);
    expect(after.pets).toHaveLength(5);
    expect(after.vehicles).toHaveLength(1);
    expect(after.trailers).toHaveLength(1);
  });
});

describe('vehicles and trailers of a leg', () => {
  it('adds vehicles only with a garage and never more than the passengers', () => {
    const one = addVehicle(leg(1), trip);
    expect(one.vehicles).toHaveLength(1);
    expect(addVehicle(one, trip)).toBe(one);
    const noGarage = leg(2);
    expect(addVehicle(noGarage, aTrip({ garage: false }))).toBe(noGarage);
  });

  it('removes the last vehicle with its trailer slot', () => {
    const two = attachTrailer(leg(2, 2), 1, true);
    const one = removeVehicle(two);
    expect(one.vehicles).toHaveLength(1);
    expect(one.trailers).toEqual([null]);
    const none = removeVehicle(one);
    expect(removeVehicle(none)).toBe(none);
  });

  it('attaches a trailer to one vehicle by its index and marks the vehicle', () => {
    const towing = attachTrailer(leg(2, 2), 1, true);
    expect(towing.trailers[0]).toBeNull();
    expect(towing.trailers[1]).not.toBeNull();
    expect(towing.vehicles.map((v) => v.isTrailerEnabled)).toEqual([false, true]);
    expect(attachTrailer(towing, 1, true)).toBe(towing);
  });

  it('refuses trailers where the site does not support them or the vehicle does not exist', () => {
    const two = leg(2, 2);
    expect(attachTrailer(two, 0, false)).toBe(two);
    expect(attachTrailer(two, 5, true)).toBe(two);
    expect(attachTrailer(two, -1, true)).toBe(two);
  });

  it('leaves an empty slot when a trailer is removed so other trailers keep their vehicle index', () => {
    const both = attachTrailer(attachTrailer(leg(2, 2), 0, true), 1, true);
    const first = updateTrailer(both, 1, { length: 4 });
    const removed = removeTrailer(first, 0);
    expect(removed.trailers[0]).toBeNull();
    expect(removed.trailers[1]?.length).toBe(4);
    expect(removed.vehicles[0]?.isTrailerEnabled).toBe(false);
    expect(removeTrailer(removed, 0)).toBe(removed);
    expect(updateTrailer(removed, 0, { length: 3 })).toBe(removed);
  });

  it('updates a vehicle and ignores vehicles that do not exist', () => {
    const one = leg(1, 1);
    expect(updateVehicle(one, 0, { plateNumber: 'IKA1234' }).vehicles[0]?.plateNumber).toBe('IKA1234');
    expect(updateVehicle(one, 2, { plateNumber: 'X' })).toBe(one);
  });
});

describe('pets of a leg', () => {
  it('adds pets only where the trip takes pets, up to five per passenger and the ship’s room', () => {
    let pets = leg(1);
    for (let i = 0; i < 7; i += 1) pets = addPet(pets, trip);
    expect(pets.pets).toHaveLength(5);
    const cramped = aTrip({ petAvailability: 1 });
    expect(addPet(addPet(leg(1), cramped), cramped).pets).toHaveLength(1);
    const none = leg(1);
    expect(addPet(none, aTrip({ pets: false }))).toBe(none);
  });

  it('assigns a pet only to a passenger on the leg, or unassigns it', () => {
    const one = leg(2, 0, 1);
    expect(assignPet(one, 0, 1).pets[0]?.passengerIndex).toBe(1);
    expect(assignPet(one, 0, 2)).toBe(one);
    expect(assignPet(one, 0, -1)).toBe(one);
    expect(assignPet(one, 3, 0)).toBe(one);
    expect(assignPet(assignPet(one, 0, 1), 0, null).pets[0]?.passengerIndex).toBeNull();
  });

  it('updates and removes pets by index', () => {
    const two = leg(1, 0, 2);
    const named = updatePet(two, 1, { code: 'DOG', identityNumber: '123' });
    expect(named.pets[1]).toMatchObject({ code: 'DOG', identityNumber: '123' });
    expect(updatePet(two, 4, { code: 'CAT' })).toBe(two);
    expect(removePet(named, 0).pets).toEqual([named.pets[1]]);
    expect(removePet(named, 9)).toBe(named);
  });
});

describe('the limits of a leg', () => {
  it('says why no more passengers, vehicles or pets can be added, and nothing while one can', () => {
    const small = aTrip({ bookingValidation: { ...trip.bookingValidation, maxPassengers: 2 } });
    expect(passengerLimit(leg(1), small)).toBeNull();
    expect(passengerLimit(leg(2), small)).toBe('largestParty');
    expect(vehicleLimit(leg(2, 1))).toBeNull();
    expect(vehicleLimit(leg(2, 2))).toBe('vehiclesPerPassenger');
    expect(petLimit(leg(1, 0, 4), trip)).toBeNull();
    expect(petLimit(leg(1, 0, 5), trip)).toBe('petsPerPassenger');
    expect(petLimit(leg(2, 0, 1), aTrip({ petAvailability: 1 }))).toBe('noPetPlaces');
  });
});
