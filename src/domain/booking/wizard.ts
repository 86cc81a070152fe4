import type { OrderLeader } from '../orders/order.ts';
import { paymentMethodFor } from '../reseller/reseller-mode.ts';
import type { ResultsFilters } from '../results/filter-trips.ts';
import type { SortOrder } from '../results/sort-trips.ts';
import { expectedLegCount } from '../search/search-query.ts';
import { setStepValid } from '../shared/step-progress.ts';
import type { Trip } from '../trips/trip.ts';
import { buildLeg, type LegBooking } from './leg-booking.ts';
import type { PaymentForm } from './payment-form.ts';
import {
  type AppliedCoupon,
  type BookingExchange,
  type BookingWizardState,
  emptyBookingData,
  type SelectedRoute,
} from './wizard-state.ts';

export { canGoForward, canJumpTo, goBack, goForward, jumpTo } from '../shared/step-progress.ts';

function byDeparture(a: { departure: number; legIndex: number }, b: { departure: number; legIndex: number }) {
  return a.departure - b.departure || a.legIndex - b.legIndex;
}

/** Keeps routes and booking requests in the same order: by departure instant, then by leg. */
function sortedRoutes(routes: SelectedRoute[]): SelectedRoute[] {
  return routes
    .map((route) => ({
      route,
      legIndex: route.legIndex,
      departure: Date.parse(route.trip.departureDatetime),
    }))
    .sort(byDeparture)
    .map((entry) => entry.route);
}

function orderedLike(routes: SelectedRoute[], legs: LegBooking[]): LegBooking[] {
  return routes.flatMap((route) => legs.filter((leg) => leg.legIndex === route.legIndex));
}

function withoutLeg<T extends { legIndex: number }>(items: T[], legIndex: number): T[] {
  return items.filter((item) => item.legIndex !== legIndex);
}

function withoutKey(record: Record<string, string[]>, legIndex: number): Record<string, string[]> {
  const { [String(legIndex)]: _dropped, ...rest } = record;
  return rest;
}

export function totalOf(state: Pick<BookingWizardState, 'pricingResponse'>): number {
  return state.pricingResponse.reduce((sum, pricing) => sum + pricing.tripTotal, 0);
}

/** Step 0 is valid exactly when every expected leg has a trip (spec §4). */
function refreshRouteStep(state: BookingWizardState): BookingWizardState {
  return setStepValid(state, 0, state.routes.length === expectedLegCount(state.search));
}

/**
 * Marks a step valid or invalid. Step 0 cannot be declared valid by hand: its validity follows the
 * selected trips.
 */
export function markStep(state: BookingWizardState, step: number, valid: boolean): BookingWizardState {
  if (step === 0)
    return setStepValid(state, 0, valid && state.routes.length === expectedLegCount(state.search));
  return setStepValid(state, step, valid);
}

/**
 * Spec §4: selecting a trip replaces the leg's earlier selection and its price, clears the leg's invalid
 * fields and rebuilds the leg from the search. The later steps described the old leg, so they turn invalid.
 */
export function selectTrip(state: BookingWizardState, legIndex: number, trip: Trip): BookingWizardState {
  if (!Number.isInteger(legIndex) || legIndex < 0 || legIndex >= expectedLegCount(state.search)) return state;
  const routes = sortedRoutes([...withoutLeg(state.routes, legIndex), { legIndex, trip }]);
  const legs = [
    ...withoutLeg(state.bookingRequest, legIndex),
    buildLeg(legIndex, trip, state.search.accommodations),
  ];
  const pricingResponse = withoutLeg(state.pricingResponse, legIndex);
  const next: BookingWizardState = {
    ...state,
    routes,
    bookingRequest: orderedLike(routes, legs),
    pricingResponse,
    total: totalOf({ pricingResponse }),
    invalidFields: withoutKey(state.invalidFields, legIndex),
  };
  return refreshRouteStep(setStepValid(setStepValid(next, 2, false), 1, false));
}

/** Spec §4: removing a trip removes its leg and its pricing entry too. */
export function removeTrip(state: BookingWizardState, legIndex: number): BookingWizardState {
  if (!state.routes.some((route) => route.legIndex === legIndex)) return state;
  const pricingResponse = withoutLeg(state.pricingResponse, legIndex);
  return refreshRouteStep({
    ...state,
    routes: withoutLeg(state.routes, legIndex),
    bookingRequest: withoutLeg(state.bookingRequest, legIndex),
    pricingResponse,
    total: totalOf({ pricingResponse }),
    invalidFields: withoutKey(state.invalidFields, legIndex),
  });
}

/**
 * Spec §4: clearing invalidates all three steps and drops trips, pricing and booking data. Who is booking
 * (uuid, reseller), the search and the results view stay.
 */
export function clearBooking(state: BookingWizardState): BookingWizardState {
  return {
    ...state,
    steps: state.steps.map(() => ({ valid: false })),
    currentStep: 0,
    maximumStep: 0,
    ...emptyBookingData(),
  };
}

/** Switching language flags the wizard to start over on its next load (spec §2). */
export function requestReset(state: BookingWizardState): BookingWizardState {
  return { ...state, resetPending: true };
}

/** Called when the wizard loads: a pending reset sends it back to step 0 with no selected trips. */
export function applyPendingReset(state: BookingWizardState): BookingWizardState {
  return state.resetPending ? { ...clearBooking(state), resetPending: false } : state;
}

export function setInvalidFields(
  state: BookingWizardState,
  legIndex: number,
  fields: string[],
): BookingWizardState {
  if (fields.length === 0) return { ...state, invalidFields: withoutKey(state.invalidFields, legIndex) };
  return { ...state, invalidFields: { ...state.invalidFields, [String(legIndex)]: [...new Set(fields)] } };
}

export function setFilters(state: BookingWizardState, filters: ResultsFilters): BookingWizardState {
  return { ...state, filters };
}

export function setSorting(state: BookingWizardState, sortingValue: SortOrder): BookingWizardState {
  return { ...state, sortingValue };
}

/** The payment method is not the traveller's choice: it follows the reseller flag. */
export function changePaymentForm(
  state: BookingWizardState,
  patch: Partial<PaymentForm>,
): BookingWizardState {
  const paymentMethod = paymentMethodFor(state.booknowIsReseller);
  return { ...state, payment: { ...state.payment, ...patch, paymentMethod } };
}

/** Spec §4, §6: entering through booknow records the partner; becoming a reseller forces the credit limit. */
export function enterBooknow(
  state: BookingWizardState,
  booknowUserId: number,
  booknowIsReseller: boolean,
): BookingWizardState {
  const payment = { ...state.payment, paymentMethod: paymentMethodFor(booknowIsReseller) };
  return { ...state, booknowUserId, booknowIsReseller, payment };
}

export function setMobileValidated(state: BookingWizardState, validationMobile: boolean): BookingWizardState {
  return { ...state, validationMobile };
}

export function recordBookingExchange(
  state: BookingWizardState,
  call: 'optionalBooking' | 'finalizeBooking' | 'failedBooking',
  exchange: BookingExchange,
): BookingWizardState {
  return { ...state, [call]: exchange };
}

/** The lead traveller's contact details; they do not change the price. */
export function changeLeader(state: BookingWizardState, patch: Partial<OrderLeader>): BookingWizardState {
  return { ...state, leader: { ...state.leader, ...patch } };
}

/** Spec §4 "Coupon can be redeemed or cancelled"; null cancels it. */
export function applyCoupon(state: BookingWizardState, coupon: AppliedCoupon | null): BookingWizardState {
  return { ...state, coupon };
}
