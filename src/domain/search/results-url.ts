import type { FieldError } from '../errors/refusal.ts';
import { CANCELLATION_POLICIES, newResultsFilters, type ResultsFilters } from '../results/filter-trips.ts';
import { DEFAULT_SORT_ORDER, SORT_ORDERS, type SortOrder } from '../results/sort-trips.ts';
import { type CancellationCoverage, TRIP_SERVICES, type TripService } from '../trips/trip.ts';
import { DEFAULT_ACCOMMODATIONS } from './accommodations.ts';
import {
  emptySearchLeg,
  MIN_MULTIPLE_LEGS,
  type SearchLeg,
  type SearchQuery,
  TRIP_TYPES,
  type TripType,
} from './search-query.ts';

/**
 * The results page's address (issue #10): a shareable search that works without JavaScript, e.g.
 * `?from=PIR&to=JTR&date=2026-12-15&passengers=2&vehicles=1&pets=0`. A round trip adds `return`;
 * multiple trips repeat `from`, `to` and `date` in leg order. The order and the filters ride along so
 * a shared link shows the same list.
 */
export interface ResultsView {
  search: SearchQuery;
  sort: SortOrder;
  filters: ResultsFilters;
}

/** A search that cannot run: what was asked (to refill the form) and why each field was refused. */
export interface ResultsQueryProblem {
  search: SearchQuery;
  fields: FieldError[];
}

/** The filter flags and the URL parameters that carry them (`vehicles` is already the vehicle count). */
const FLAG_PARAMS = {
  eTicket: 'eTicket',
  vehicles: 'garage',
  pets: 'petsAllowed',
  webCheckIn: 'webCheckIn',
  cabins: 'cabins',
  accessibleCabins: 'accessibleCabins',
} as const satisfies Partial<Record<keyof ResultsFilters, string>>;

const FLAGS = Object.keys(FLAG_PARAMS) as Array<keyof typeof FLAG_PARAMS>;

/** Lists travel comma-separated (`companies=BSF,SJ`); repeated parameters, as a plain form sends them, work too. */
function listParam(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

function oneOf<T extends string>(allowed: readonly T[], values: string[]): T[] {
  return [...new Set(values.filter((value): value is T => (allowed as readonly string[]).includes(value)))];
}

/** An absent or empty count takes its default; anything else is read as a number for the schema to judge. */
function count(params: URLSearchParams, name: keyof typeof DEFAULT_ACCOMMODATIONS): number {
  const value = params.get(name)?.trim() ?? '';
  return value === '' ? DEFAULT_ACCOMMODATIONS[name] : Number(value);
}

function tripTypeOf(params: URLSearchParams, legCount: number): TripType {
  const named = params.get('trip');
  if (named && (TRIP_TYPES as readonly string[]).includes(named)) return named as TripType;
  if (legCount > 1) return 'multipleTrips';
  return (params.get('return') ?? '') === '' ? 'oneWay' : 'roundTrip';
}

const code = (value: string | undefined) => (value ?? '').trim().toUpperCase();

/** The search as asked, unchecked; key order matches `newSearchQuery` so equal searches serialize equally. */
export function searchFromParams(params: URLSearchParams): SearchQuery {
  const from = params.getAll('from');
  const to = params.getAll('to');
  const dates = params.getAll('date');
  const asked = Math.max(from.length, to.length, dates.length, 1);
  const typeOfTrip = tripTypeOf(params, asked);
  const legCount = typeOfTrip === 'multipleTrips' ? Math.max(asked, MIN_MULTIPLE_LEGS) : 1;
  const legs: SearchLeg[] = Array.from({ length: legCount }, (_, index) => ({
    ...emptySearchLeg(),
    departurePort: code(from[index]),
    destinationPort: code(to[index]),
    departureDate: (dates[index] ?? '').trim(),
  }));
  return {
    typeOfTrip,
    legs,
    returnDate: typeOfTrip === 'roundTrip' ? (params.get('return') ?? '').trim() : '',
    accommodations: {
      passengers: count(params, 'passengers'),
      vehicles: count(params, 'vehicles'),
      pets: count(params, 'pets'),
    },
  };
}

/** Whether two addresses ask the same search, whatever their order, filters or booking step. */
export function isSameSearch(a: URLSearchParams, b: URLSearchParams): boolean {
  return JSON.stringify(searchFromParams(a)) === JSON.stringify(searchFromParams(b));
}

export function sortFromParams(params: URLSearchParams): SortOrder {
  return oneOf(SORT_ORDERS, [params.get('sort') ?? ''])[0] ?? DEFAULT_SORT_ORDER;
}

export function filtersFromParams(params: URLSearchParams): ResultsFilters {
  const companies = [...new Set(listParam(params, 'companies').map(code))];
  const filters: ResultsFilters = {
    ...newResultsFilters(),
    companies: companies.length > 0 ? companies : null,
    services: oneOf<TripService>(TRIP_SERVICES, listParam(params, 'services')),
    policies: oneOf<CancellationCoverage>(CANCELLATION_POLICIES, listParam(params, 'policies')),
  };
  for (const flag of FLAGS) filters[flag] = ['1', 'true', 'on'].includes(params.get(FLAG_PARAMS[flag]) ?? '');
  return filters;
}

/** The type is written only when the parameters alone would read as another type. */
function needsTripType(search: SearchQuery): boolean {
  const legs = search.typeOfTrip === 'multipleTrips' ? search.legs.length : 1;
  const returnDate = search.typeOfTrip === 'roundTrip' ? search.returnDate : '';
  return (
    tripTypeOf(new URLSearchParams(returnDate ? { return: returnDate } : {}), legs) !== search.typeOfTrip
  );
}

/** Writes a results address; parsing it gives the same view back (orders and filters only when not default). */
export function resultsSearchParams(view: {
  search: SearchQuery;
  sort?: SortOrder;
  filters?: ResultsFilters;
}): URLSearchParams {
  const { search, sort = DEFAULT_SORT_ORDER, filters = newResultsFilters() } = view;
  const params = new URLSearchParams();
  if (needsTripType(search)) params.append('trip', search.typeOfTrip);
  const legs = search.typeOfTrip === 'multipleTrips' ? search.legs : search.legs.slice(0, 1);
  for (const leg of legs) {
    params.append('from', leg.departurePort);
    params.append('to', leg.destinationPort);
    params.append('date', leg.departureDate);
  }
  if (search.typeOfTrip === 'roundTrip') params.append('return', search.returnDate);
  const { passengers, vehicles, pets } = search.accommodations;
  params.append('passengers', String(passengers));
  params.append('vehicles', String(vehicles));
  params.append('pets', String(pets));
  if (sort !== DEFAULT_SORT_ORDER) params.append('sort', sort);
  if (filters.companies !== null && filters.companies.length > 0)
    params.append('companies', filters.companies.join(','));
  if (filters.services.length > 0) params.append('services', filters.services.join(','));
  if (filters.policies.length > 0) params.append('policies', filters.policies.join(','));
  for (const flag of FLAGS) if (filters[flag]) params.append(FLAG_PARAMS[flag], '1');
  return params;
}

/**
 * The booking step an address shows (issue #30: Back and Forward move between steps): `step=2` and
 * `step=3` name the passengers and the billing steps as the breadcrumb counts them; the results are step 1
 * and carry no parameter. Returns the wizard's index (0, 1, 2); anything else reads as the results.
 */
export function bookingStepFromParams(params: URLSearchParams, stepCount: number): number {
  const step = Number(params.get('step') ?? '1');
  return Number.isInteger(step) && step >= 1 && step <= stepCount ? step - 1 : 0;
}

/** The same address showing another booking step (a wizard index); the rest of the address is kept. */
export function withBookingStep(params: URLSearchParams, step: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (step > 0) next.set('step', String(step + 1));
  else next.delete('step');
  return next;
}
