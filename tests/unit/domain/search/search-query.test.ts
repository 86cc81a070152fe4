import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capAccommodations } from '../../../../src/domain/search/accommodations.ts';
import { isIsoDate, isReturnDateValid } from '../../../../src/domain/search/calendar-date.ts';
import {
  addSearchLeg,
  expectedLegCount,
  MAX_MULTIPLE_LEGS,
  newSearchQuery,
  removeSearchLeg,
  searchedLegs,
  setAccommodations,
  setReturnDate,
  setTripType,
  updateSearchLeg,
} from '../../../../src/domain/search/search-query.ts';
import { changeSearchQuery, newSearchWizard } from '../../../../src/domain/search/search-wizard.ts';

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

describe('calendar dates', () => {
  it('accepts only real YYYY-MM-DD days', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('01/07/2026')).toBe(false);
  });

  it('accepts a return on or after the departure day', () => {
    expect(isReturnDateValid('2026-07-01', '2026-07-01')).toBe(true);
    expect(isReturnDateValid('2026-07-02', '2026-07-01')).toBe(false);
  });
});

describe('search wizard', () => {
  it('has three steps of which only the third is valid at first', () => {
    expect(newSearchWizard().steps.map((s) => s.valid)).toEqual([false, false, true]);
  });

  it('validates the route and dates steps from the query and pulls back when a field is emptied', () => {
    const complete = updateSearchLeg(newSearchQuery(), 0, leg);
    let wizard = changeSearchQuery(newSearchWizard(), complete);
    expect(wizard.steps.map((s) => s.valid)).toEqual([true, true, true]);
    wizard = { ...wizard, currentStep: 2, maximumStep: 2 };
    wizard = changeSearchQuery(wizard, updateSearchLeg(complete, 0, { departurePort: '' }));
    expect(wizard.currentStep).toBe(0);
  });

  it('requires a return date not before the departure for round trips', () => {
    const round = setTripType(updateSearchLeg(newSearchQuery(), 0, leg), 'roundTrip');
    expect(changeSearchQuery(newSearchWizard(), round).steps[1]?.valid).toBe(false);
    const early = setReturnDate(round, '2026-06-30');
    expect(changeSearchQuery(newSearchWizard(), early).steps[1]?.valid).toBe(false);
    const fine = setReturnDate(round, '2026-07-05');
    expect(changeSearchQuery(newSearchWizard(), fine).steps[1]?.valid).toBe(true);
  });
});
