import { ok } from '../shared/result.ts';
import type { Trip } from '../trips/trip.ts';
import type { LegBooking } from './leg-booking.ts';
import { updatePassenger } from './leg-passengers.ts';
import type { PassengerType } from './passenger.ts';
import { refuse, type WizardResult } from './wizard-refusal.ts';
import type { BookingWizardState } from './wizard-state.ts';

/** What a leg edit may consult besides the leg: the sailing it books and the site's trailer support. */
interface LegEditContext {
  trip: Trip;
  supportsTrailer: boolean;
}

export type LegEdit = (leg: LegBooking, context: LegEditContext) => LegBooking;

/** The parts of a leg the fare depends on; names, documents and chip numbers do not change the price. */
function pricedContent(leg: LegBooking): string {
  return JSON.stringify({
    passengers: leg.passengers.map((p) => [
      p.passengerType,
      p.accommodationType,
      p.accommodationRequestType,
      p.discountIdOrCode,
      p.loyaltyCard,
      p.manNumber,
      p.sex,
    ]),
    vehicles: leg.vehicles.map((v) => [v.accommodationType, v.length, v.discountIdOrCode, v.loyaltyCard]),
    trailers: leg.trailers.map((t) =>
      t === null ? null : [t.accommodationType, t.length, t.discountIdOrCode],
    ),
    pets: leg.pets.map((p) => p.code),
    services: leg.additionalServices,
  });
}

/**
 * Applies one edit (addPassenger, attachTrailer, assignPet, ...) to the leg of a selected trip. A price is
 * kept only while it still describes the leg: an edit that changes what is priced drops the leg's price.
 */
export function editLeg(state: BookingWizardState, legIndex: number, edit: LegEdit): WizardResult {
  const route = state.routes.find((r) => r.legIndex === legIndex);
  const leg = state.bookingRequest.find((l) => l.legIndex === legIndex);
  if (!route || !leg) return refuse('unknownLeg');
  const edited = edit(leg, { trip: route.trip, supportsTrailer: state.supportsTrailer });
  const repriced = pricedContent(edited) !== pricedContent(leg);
  return ok({
    ...state,
    bookingRequest: state.bookingRequest.map((l) => (l.legIndex === legIndex ? edited : l)),
    pricingResponse: repriced
      ? state.pricingResponse.filter((p) => p.legIndex !== legIndex)
      : state.pricingResponse,
  });
}

/**
 * Applies the same edit to every leg: the same travellers, vehicles and pets sail each leg of a booking, so
 * their names, plates and chip numbers are entered once. Every leg it visits is selected, so none refuses.
 */
export function editEveryLeg(state: BookingWizardState, edit: LegEdit): BookingWizardState {
  return state.bookingRequest.reduce((current, leg) => {
    const edited = editLeg(current, leg.legIndex, edit);
    return edited.ok ? edited.value : current;
  }, state);
}

/** What a later leg must share with the edited leg, before the edit, to follow it (a vehicle's type, the pets' count). */
export type LegFacet = (leg: LegBooking) => unknown;

const sameFacet = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * An edit on one leg that the later legs follow where they stood as this leg did (issues #30, #51): a child
 * on the outbound leg is a child on the return, a car added or measured there travels back too, and so
 * does a pet. A later leg set apart (a student fare or no car on the return only) keeps its own, and an
 * earlier leg is never changed.
 */
export function editFollowingLegs(
  state: BookingWizardState,
  legIndex: number,
  edit: LegEdit,
  facet: LegFacet,
): WizardResult {
  const edited = state.bookingRequest.find((l) => l.legIndex === legIndex);
  if (!edited) return refuse('unknownLeg');
  const follows = (leg: LegBooking) =>
    leg.legIndex === legIndex || (leg.legIndex > legIndex && sameFacet(facet(leg), facet(edited)));
  return ok(
    state.bookingRequest.filter(follows).reduce((current, leg) => {
      const next = editLeg(current, leg.legIndex, edit);
      return next.ok ? next.value : current;
    }, state),
  );
}

/** A passenger's fare type, set on one leg, followed by the later legs where they had the same type. */
export function setPassengerType(
  state: BookingWizardState,
  legIndex: number,
  passengerIndex: number,
  passengerType: PassengerType,
): WizardResult {
  const leg = state.bookingRequest.find((l) => l.legIndex === legIndex);
  if (!leg?.passengers[passengerIndex]) return refuse('unknownLeg');
  return editFollowingLegs(
    state,
    legIndex,
    (l) => updatePassenger(l, passengerIndex, { passengerType }),
    (l) => l.passengers[passengerIndex]?.passengerType,
  );
}

/** What the step's vehicle and pet edits follow by: the later leg had the same vehicles or pets as this one. */
export const FOLLOW_BY = {
  vehicleCount: (leg: LegBooking) => leg.vehicles.length,
  vehicle: (index: number) => (leg: LegBooking) => {
    const vehicle = leg.vehicles[index];
    return vehicle && [vehicle.accommodationType, vehicle.length];
  },
  pets: (leg: LegBooking) => leg.pets.map((pet) => [pet.code, pet.passengerIndex]),
} satisfies Record<string, LegFacet | ((index: number) => LegFacet)>;
