import type { OrderLeader } from '../orders/order.ts';
import { paymentMethodFor } from '../reseller/reseller-mode.ts';
import { expectedLegCount } from '../search/search-query.ts';
import { ok } from '../shared/result.ts';
import type { Trip } from '../trips/trip.ts';
import { buildLeg, type LegBooking } from './leg-booking.ts';
import type { PaymentForm } from './payment-form.ts';
import { refuse, type WizardResult } from './wizard-refusal.ts';
import {
  type AppliedCoupon,
  type BookingWizardState,
  emptyBookingData,
  type SelectedRoute,
} from './wizard-state.ts';
import { withinReach } from './wizard-steps.ts';

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

/**
 * Spec §4: selecting a trip replaces the leg's earlier selection and its price and rebuilds the leg from the
 * search; a traveller beyond the steps that described the old leg is brought back.
 */
export function selectTrip(state: BookingWizardState, legIndex: number, trip: Trip): WizardResult {
  if (!Number.isInteger(legIndex) || legIndex < 0 || legIndex >= expectedLegCount(state.search)) {
    return refuse('unknownLeg');
  }
  const routes = sortedRoutes([...withoutLeg(state.routes, legIndex), { legIndex, trip }]);
  const legs = [
    ...withoutLeg(state.bookingRequest, legIndex),
    buildLeg(legIndex, trip, state.search.accommodations),
  ];
  return ok(
    withinReach({
      ...state,
      routes,
      bookingRequest: orderedLike(routes, legs),
      pricingResponse: withoutLeg(state.pricingResponse, legIndex),
    }),
  );
}

/**
 * A connection chosen on the results (decision 0087): its sailings, one per leg in leg order, selected as
 * the traveller would select each; refused as a whole when one cannot be.
 */
export function selectConnection(state: BookingWizardState, trips: readonly Trip[]): WizardResult {
  let result: WizardResult = ok(state);
  for (const [legIndex, trip] of trips.entries()) {
    if (!result.ok) break;
    result = selectTrip(result.value, legIndex, trip);
  }
  return result;
}

/** Spec §4: removing a trip removes its leg and its pricing entry too. */
export function removeTrip(state: BookingWizardState, legIndex: number): WizardResult {
  if (!state.routes.some((route) => route.legIndex === legIndex)) return refuse('unknownLeg');
  return ok(
    withinReach({
      ...state,
      routes: withoutLeg(state.routes, legIndex),
      bookingRequest: withoutLeg(state.bookingRequest, legIndex),
      pricingResponse: withoutLeg(state.pricingResponse, legIndex),
    }),
  );
}

/**
 * Spec §4: clearing goes back to step 0 with every step invalid and drops trips, pricing and booking data.
 * Who is booking (uuid, reseller), the search, the contact details, the payment choices and the coupon stay.
 */
export function clearBooking(state: BookingWizardState): BookingWizardState {
  return { ...state, ...emptyBookingData() };
}

/** Whether leaving would lose something: a sailing chosen, or a step beyond the results reached (issue #30). */
export function hasChoices(state: BookingWizardState): boolean {
  return state.routes.length > 0 || state.currentStep > 0;
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

/** The lead traveller's contact details; they do not change the price. */
export function changeLeader(state: BookingWizardState, patch: Partial<OrderLeader>): BookingWizardState {
  return { ...state, leader: { ...state.leader, ...patch } };
}

/** Spec §4 "Coupon can be redeemed or cancelled"; null cancels it. */
export function applyCoupon(state: BookingWizardState, coupon: AppliedCoupon | null): BookingWizardState {
  return { ...state, coupon };
}
