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

/**
 * A passenger's fare type follows them across legs (issue #30: a child on the outbound leg is a child on the
 * return). Set on one leg, it is set on every later leg where that passenger had the type this leg had; a
 * later leg set apart (a student fare on the return only) keeps its own, and an earlier leg is never changed.
 */
export function setPassengerType(
  state: BookingWizardState,
  legIndex: number,
  passengerIndex: number,
  passengerType: PassengerType,
): WizardResult {
  const before = state.bookingRequest.find((l) => l.legIndex === legIndex)?.passengers[passengerIndex];
  if (!before) return refuse('unknownLeg');
  const follows = (leg: LegBooking) =>
    leg.legIndex === legIndex ||
    (leg.legIndex > legIndex && leg.passengers[passengerIndex]?.passengerType === before.passengerType);
  const retype: LegEdit = (leg) => updatePassenger(leg, passengerIndex, { passengerType });
  return ok(
    state.bookingRequest.filter(follows).reduce((current, leg) => {
      const edited = editLeg(current, leg.legIndex, retype);
      return edited.ok ? edited.value : current;
    }, state),
  );
}
