import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capAccommodations, limitsReached } from '#domain/search/accommodations.ts';
import {
  addSearchLeg,
  expectedLegCount,
  MAX_MULTIPLE_LEGS,
  newSearchQuery,
  removeSearchLeg,
  searchedLegs,
  setAccommodations,
  setReturnDate,
  setSearchedDate,
  setTripType,
  updateSearchLeg,
} from '#domain/search/search-query.ts';

const leg = { departurePort: 'PIR', destinationPort: 'JTR', departureDate: '2026-07-01' };

describe('search query', () => {
  it('defaults to a one-way trip for one passenger', () => {
    const query = newSearchQuery();
    expect(query.typeOfTrip).toBe('oneWay');
    expect(query.accommodations).toEqual({ passengers: 1, vehicles: 0, pets: 0 });
    expect(expectedLegCount(query)).toBe(1);
  });

  it('expands a round trip into the outbound leg and its reverse on the return date', () => {
    const query = setReturnDate(
      updateSearchLeg(setTripType(newSearchQuery(), 'roundTrip'), 0, leg),
      '2026-07-08',
    );
    expect(searchedLegs(query)).toEqual([
      leg,
      { departurePort: 'JTR', destinationPort: 'PIR', departureDate: '2026-07-08' },
    ]);
  });

  it('starts trip 2 from trip 1’s destination, and follows it until trip 2 is given its own', () => {
    const multi = setTripType(updateSearchLeg(newSearchQuery(), 0, leg), 'multipleTrips');
    expect(multi.legs[1]?.departurePort).toBe(leg.destinationPort);
    const moved = updateSearchLeg(multi, 0, { destinationPort: 'HER' });
    expect(moved.legs[1]?.departurePort).toBe('HER');
    expect(addSearchLeg(moved).legs[2]?.departurePort).toBe('');
    const apart = updateSearchLeg(moved, 1, { departurePort: 'RAF' });
    expect(updateSearchLeg(apart, 0, { destinationPort: 'JTR' }).legs[1]?.departurePort).toBe('RAF');
  });

  it('starts multiple trips with two legs and adds and removes legs within bounds', () => {
    let query = setTripType(updateSearchLeg(newSearchQuery(), 0, leg), 'multipleTrips');
    expect(query.legs).toHaveLength(2);
    expect(query.legs[0]).toEqual(leg);
    expect(removeSearchLeg(query, 0)).toBe(query);
    for (let i = 0; i < 10; i += 1) query = addSearchLeg(query);
    expect(query.legs).toHaveLength(MAX_MULTIPLE_LEGS);
    expect(removeSearchLeg(query, 1).legs).toHaveLength(MAX_MULTIPLE_LEGS - 1);
    expect(removeSearchLeg(query, 9)).toBe(query);
    expect(expectedLegCount(query)).toBe(MAX_MULTIPLE_LEGS);
  });

  it('keeps only the first leg when leaving multiple trips, and adds no legs to other types', () => {
    const multi = setTripType(updateSearchLeg(newSearchQuery(), 0, leg), 'multipleTrips');
    expect(setTripType(multi, 'oneWay').legs).toEqual([leg]);
    const oneWay = newSearchQuery();
    expect(addSearchLeg(oneWay)).toBe(oneWay);
    expect(removeSearchLeg(oneWay, 0)).toBe(oneWay);
    expect(updateSearchLeg(oneWay, 4, leg)).toBe(oneWay);
  });

  it('caps vehicles at the passengers and pets at five per passenger when counts change', () => {
    expect(
      setAccommodations(newSearchQuery(), { passengers: 2, vehicles: 5, pets: 20 }).accommodations,
    ).toEqual({
      passengers: 2,
      vehicles: 2,
      pets: 10,
    });
    expect(capAccommodations({ passengers: 0, vehicles: -1, pets: Number.NaN })).toEqual({
      passengers: 1,
      vehicles: 0,
      pets: 0,
    });
  });

  it('lowers a typed crowd to the largest party, and says which counts stand at their limit and why', () => {
    expect(capAccommodations({ passengers: 50, vehicles: 0, pets: 0 }).passengers).toBe(9);
    expect(limitsReached({ passengers: 9, vehicles: 9, pets: 45 })).toEqual({
      passengers: 'tooManyPassengers',
      vehicles: 'tooManyVehicles',
      pets: 'tooManyPets',
    });
    expect(limitsReached({ passengers: 2, vehicles: 1, pets: 0 })).toEqual({});
  });

  it('keeps the caps after any sequence of count changes', () => {
    const counts = fc.record({
      passengers: fc.integer({ min: -3, max: 12 }),
      vehicles: fc.integer({ min: -3, max: 20 }),
      pets: fc.integer({ min: -3, max: 80 }),
    });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('passengers', 'vehicles', 'pets'), counts), { maxLength: 30 }),
        (changes) => {
          let query = newSearchQuery();
          for (const [field, value] of changes) {
            query = setAccommodations(query, { ...query.accommodations, [field]: value[field] });
            const { passengers, vehicles, pets } = query.accommodations;
            expect(passengers).toBeGreaterThanOrEqual(1);
            expect(vehicles).toBeGreaterThanOrEqual(0);
            expect(vehicles).toBeLessThanOrEqual(passengers);
            expect(pets).toBeLessThanOrEqual(passengers * 5);
          }
        },
      ),
    );
  });
});

describe('moving a searched crossing to another day', () => {
  it('moves a leg, or the return of a round trip', () => {
    const round = setTripType(newSearchQuery(), 'roundTrip');
    expect(setSearchedDate(round, 1, '2026-07-09').returnDate).toBe('2026-07-09');
    expect(setSearchedDate(round, 0, '2026-07-02').legs[0]?.departureDate).toBe('2026-07-02');
    const multiple = setTripType(newSearchQuery(), 'multipleTrips');
    expect(setSearchedDate(multiple, 1, '2026-07-03').legs[1]?.departureDate).toBe('2026-07-03');
  });
});
