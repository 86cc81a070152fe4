import { type Refusal, refusal } from '../errors/refusal.ts';
import { err, ok, type Result } from '../shared/result.ts';
import { offersAccessibleCabin } from '../trips/accessible-cabins.ts';
import type { CancellationCoverage, Trip, TripService } from '../trips/trip.ts';

/** Spec §9 cancellation policy labels, in display order. */
export const CANCELLATION_POLICIES: readonly CancellationCoverage[] = ['full', 'partial', 'none'];

/**
 * The results filters (spec §2). `companies` null means "every company", so companies that appear in
 * later results show up without the traveller re-ticking them. Empty lists and false flags filter nothing.
 */
export interface ResultsFilters {
  companies: string[] | null;
  services: TripService[];
  policies: CancellationCoverage[];
  eTicket: boolean;
  vehicles: boolean;
  pets: boolean;
  webCheckIn: boolean;
  cabins: boolean;
  /** Only sailings with a wheelchair-accessible cabin left (decision 0090). */
  accessibleCabins: boolean;
}

export function newResultsFilters(): ResultsFilters {
  return {
    companies: null,
    services: [],
    policies: [],
    eTicket: false,
    vehicles: false,
    pets: false,
    webCheckIn: false,
    cabins: false,
    accessibleCabins: false,
  };
}

/** The company codes present in a result list, sorted, each once. */
export function companiesIn(trips: readonly Trip[]): string[] {
  return [...new Set(trips.map((trip) => trip.company.code))].sort();
}

export function isCompanySelected(filters: ResultsFilters, code: string): boolean {
  return filters.companies === null || filters.companies.includes(code);
}

/** Spec §5: at least one company must stay selected ("You cannot deselect all companies"). */
export function toggleCompany(
  filters: ResultsFilters,
  code: string,
  available: readonly string[],
): Result<ResultsFilters, Refusal> {
  const selected = available.filter((c) => isCompanySelected(filters, c));
  const next = selected.includes(code) ? selected.filter((c) => c !== code) : [...selected, code];
  if (next.length === 0) return err(refusal('cannotDeselectAllCompanies'));
  return ok({ ...filters, companies: next });
}

function hasCabins(trip: Trip): boolean {
  return trip.cabinAvailability.some(
    (cabin) => cabin.maleBerths + cabin.femaleBerths + cabin.wholeCabins > 0,
  );
}

function matches(trip: Trip, filters: ResultsFilters): boolean {
  return (
    isCompanySelected(filters, trip.company.code) &&
    filters.services.every((service) => trip.services.includes(service)) &&
    (filters.policies.length === 0 || filters.policies.includes(trip.cancellation)) &&
    (!filters.eTicket || trip.eTicket) &&
    (!filters.vehicles || trip.garage) &&
    (!filters.pets || (trip.pets && trip.petAvailability > 0)) &&
    (!filters.webCheckIn || trip.webCheckIn) &&
    (!filters.cabins || hasCabins(trip)) &&
    (!filters.accessibleCabins || offersAccessibleCabin(trip))
  );
}

/** Keeps the order it is given, so sorting and filtering compose either way round. */
export function filterTrips(trips: readonly Trip[], filters: ResultsFilters): Trip[] {
  return trips.filter((trip) => matches(trip, filters));
}
