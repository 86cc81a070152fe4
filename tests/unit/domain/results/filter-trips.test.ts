import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_POLICIES,
  companiesIn,
  filterTrips,
  newResultsFilters,
  toggleCompany,
} from '#domain/results/filter-trips.ts';
import { aTrip } from '../support/builders.ts';

const cabin = {
  code: 'A2',
  name: 'Cabin',
  berthsPerCabin: 2,
  maleBerths: 0,
  femaleBerths: 0,
  wholeCabins: 1,
  lowestFare: 9000,
  wholeCabinFare: 15000,
  accessible: false,
};
const blue = aTrip({ id: 'blue', company: { code: 'BLS', name: 'Blue Star' }, cabinAvailability: [cabin] });
const sea = aTrip({
  id: 'sea',
  company: { code: 'SJ', name: 'Seajets' },
  garage: false,
  pets: false,
  eTicket: false,
  webCheckIn: true,
  cancellation: 'none',
  services: ['wifi'],
  cabinAvailability: [{ ...cabin, wholeCabins: 0 }],
});
/** An accessible cabin on offer, and one sold out: only the first counts (decision 0090). */
const harbour = aTrip({
  id: 'harbour',
  cabinAvailability: [cabin, { ...cabin, code: 'H2', accessible: true, wholeCabins: 1 }],
});
const soldOut = aTrip({
  id: 'soldOut',
  cabinAvailability: [cabin, { ...cabin, code: 'H2', accessible: true, wholeCabins: 0 }],
});
const trips = [blue, sea];
const ids = (filters: Parameters<typeof filterTrips>[1]) => filterTrips(trips, filters).map((t) => t.id);

describe('filtering results', () => {
  it('filters nothing by default', () => {
    expect(ids(newResultsFilters())).toEqual(['blue', 'sea']);
  });

  it('keeps trips of the selected companies', () => {
    const result = toggleCompany(newResultsFilters(), 'SJ', companiesIn(trips));
    expect(result.ok && ids(result.value)).toEqual(['blue']);
  });

  it('refuses to deselect the last selected company', () => {
    const onlyBlue = toggleCompany(newResultsFilters(), 'SJ', companiesIn(trips));
    if (!onlyBlue.ok) throw new Error('first toggle');
    expect(toggleCompany(onlyBlue.value, 'BLS', companiesIn(trips))).toEqual({
      ok: false,
      error: { code: 'cannotDeselectAllCompanies', fields: [] },
    });
    const again = toggleCompany(onlyBlue.value, 'SJ', companiesIn(trips));
    expect(again.ok && again.value.companies).toEqual(['BLS', 'SJ']);
  });

  it('lists each company of the results once, sorted', () => {
    expect(companiesIn([sea, blue, sea])).toEqual(['BLS', 'SJ']);
  });

  it('keeps trips offering every selected service', () => {
    expect(ids({ ...newResultsFilters(), services: ['wifi', 'cafe'] })).toEqual(['blue']);
    expect(ids({ ...newResultsFilters(), services: ['wifi'] })).toEqual(['blue', 'sea']);
  });

  it('keeps trips with one of the selected cancellation policies (full, partial, none)', () => {
    expect(CANCELLATION_POLICIES).toEqual(['full', 'partial', 'none']);
    expect(ids({ ...newResultsFilters(), policies: ['none'] })).toEqual(['sea']);
    expect(ids({ ...newResultsFilters(), policies: ['full', 'partial'] })).toEqual(['blue']);
  });

  it('keeps trips with e-tickets, vehicles, pets, web check-in or free cabins when asked', () => {
    expect(ids({ ...newResultsFilters(), eTicket: true })).toEqual(['blue']);
    expect(ids({ ...newResultsFilters(), vehicles: true })).toEqual(['blue']);
    expect(ids({ ...newResultsFilters(), pets: true })).toEqual(['blue']);
    expect(ids({ ...newResultsFilters(), webCheckIn: true })).toEqual(['sea']);
    expect(ids({ ...newResultsFilters(), cabins: true })).toEqual(['blue']);
  });

  it('keeps only sailings with a wheelchair-accessible cabin left when asked', () => {
    const accessible = { ...newResultsFilters(), accessibleCabins: true };
    const found = filterTrips([blue, harbour, sea, soldOut], accessible).map((t) => t.id);
    expect(found).toEqual(['harbour']);
    expect(filterTrips([blue, harbour, soldOut], newResultsFilters())).toHaveLength(3);
  });
});
