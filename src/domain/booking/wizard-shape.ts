import { checkLegPricing, type LegPricing, PRICE_GROUPS, type PriceGroup } from '../pricing/leg-pricing.ts';
import { expectedLegCount } from '../search/search-query.ts';
import { BOOKING_STEPS, type BookingWizardState } from './wizard-state.ts';
import { stepValidity } from './wizard-steps.ts';

type Data = Record<string, unknown>;

const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isIndex = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isListOf = (value: unknown, item: (entry: unknown) => boolean): value is unknown[] =>
  Array.isArray(value) && value.every(item);

function isRoute(route: unknown): boolean {
  return (
    isRecord(route) &&
    isIndex(route.legIndex) &&
    isRecord(route.trip) &&
    typeof route.trip.tripId === 'string' &&
    typeof route.trip.departureDatetime === 'string'
  );
}

/** What the steps index into: one passenger at least, a trailer slot per vehicle. */
function isLeg(leg: unknown): boolean {
  return (
    isRecord(leg) &&
    isIndex(leg.legIndex) &&
    typeof leg.tripId === 'string' &&
    isListOf(leg.passengers, isRecord) &&
    leg.passengers.length > 0 &&
    isListOf(leg.vehicles, isRecord) &&
    isListOf(leg.trailers, (t) => t === null || isRecord(t)) &&
    leg.trailers.length === leg.vehicles.length &&
    isListOf(leg.pets, isRecord) &&
    isListOf(leg.additionalServices, (s) => typeof s === 'string')
  );
}

const isGroup = (group: unknown): group is PriceGroup =>
  isRecord(group) && isListOf(group.items, isRecord) && typeof group.total === 'number';

function isPricing(pricing: unknown): boolean {
  if (!isRecord(pricing) || !isIndex(pricing.legIndex) || typeof pricing.tripId !== 'string') return false;
  if (!PRICE_GROUPS.every((group) => isGroup(pricing[group]))) return false;
  return checkLegPricing(pricing as unknown as LegPricing).ok;
}

/** Whether data read back from storage has every field of a wizard state, each of its kind. */
export function hasWizardShape(state: unknown): state is BookingWizardState {
  if (!isRecord(state)) return false;
  const { currentStep, maximumStep, coupon } = state;
  return (
    isRecord(state.search) &&
    isIndex(currentStep) &&
    isIndex(maximumStep) &&
    currentStep <= maximumStep &&
    maximumStep < BOOKING_STEPS.length &&
    isListOf(state.routes, isRoute) &&
    isListOf(state.bookingRequest, isLeg) &&
    isListOf(state.pricingResponse, isPricing) &&
    typeof state.uuid === 'string' &&
    isIndex(state.booknowUserId) &&
    typeof state.booknowIsReseller === 'boolean' &&
    typeof state.supportsTrailer === 'boolean' &&
    isRecord(state.payment) &&
    isRecord(state.leader) &&
    (coupon === null || (isRecord(coupon) && typeof coupon.code === 'string' && isRecord(coupon.discount)))
  );
}

/**
 * The rules the wizard's functions keep, checked again on what came back: each leg of the search chosen at
 * most once, legs in the order of their trips, prices only for chosen legs and their sailings, and no step
 * after the first without every trip chosen.
 */
export function holdsTogether(state: BookingWizardState): boolean {
  const legIndexes = state.routes.map((route) => route.legIndex);
  const chosen = new Set(legIndexes);
  const priced = new Set(state.pricingResponse.map((p) => p.legIndex));
  return (
    chosen.size === legIndexes.length &&
    legIndexes.every((legIndex) => legIndex < expectedLegCount(state.search)) &&
    state.bookingRequest.length === state.routes.length &&
    state.bookingRequest.every(
      (leg, i) => leg.legIndex === state.routes[i]?.legIndex && leg.tripId === state.routes[i]?.trip.tripId,
    ) &&
    priced.size === state.pricingResponse.length &&
    state.pricingResponse.every(
      (p) => state.bookingRequest.find((leg) => leg.legIndex === p.legIndex)?.tripId === p.tripId,
    ) &&
    (state.currentStep === 0 || stepValidity(state)[0] === true)
  );
}
