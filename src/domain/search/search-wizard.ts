import { newStepProgress, type StepProgress, setStepValid } from '../shared/step-progress.ts';
import { isIsoDate, isReturnDateValid } from './calendar-date.ts';
import { newSearchQuery, type SearchQuery } from './search-query.ts';

/**
 * The search wizard's three steps: route, dates, travellers. The travellers step starts valid because
 * its default (one adult, nothing else) is already a complete answer (spec §4).
 */
export const SEARCH_WIZARD_STEPS = ['route', 'dates', 'travellers'] as const;

export interface SearchWizardState extends StepProgress {
  query: SearchQuery;
}

export function newSearchWizard(): SearchWizardState {
  return { ...newStepProgress([false, false, true]), query: newSearchQuery() };
}

export function isRouteComplete(query: SearchQuery): boolean {
  return query.legs.every((leg) => leg.departurePort !== '' && leg.destinationPort !== '');
}

export function areDatesComplete(query: SearchQuery): boolean {
  const datesSet = query.legs.every((leg) => isIsoDate(leg.departureDate));
  if (query.typeOfTrip !== 'roundTrip') return datesSet;
  return datesSet && isReturnDateValid(query.legs[0]?.departureDate ?? '', query.returnDate);
}

/** Every query change re-derives the route and dates steps, so an emptied field pulls the wizard back. */
export function changeSearchQuery(state: SearchWizardState, query: SearchQuery): SearchWizardState {
  const withRoute = setStepValid({ ...state, query }, 0, isRouteComplete(query));
  return setStepValid(withRoute, 1, areDatesComplete(query));
}
