import type { Cents } from '../money/cents.ts';
import type { OrderLeader } from '../orders/order.ts';
import type { Discount } from '../pricing/discount.ts';
import type { LegPricing } from '../pricing/leg-pricing.ts';
import { newResultsFilters, type ResultsFilters } from '../results/filter-trips.ts';
import { DEFAULT_SORT_ORDER, type SortOrder } from '../results/sort-trips.ts';
import type { SearchQuery } from '../search/search-query.ts';
import type { JsonValue } from '../shared/json.ts';
import { newStepProgress, type StepProgress } from '../shared/step-progress.ts';
import type { Trip } from '../trips/trip.ts';
import type { LegBooking } from './leg-booking.ts';
import { newPaymentForm, type PaymentForm } from './payment-form.ts';

/** Spec §4: select route; select passengers and vehicles; passenger info and billing. */
export const BOOKING_STEPS = ['selectRoute', 'passengersAndVehicles', 'passengerInfoAndBilling'] as const;

export interface SelectedRoute {
  legIndex: number;
  trip: Trip;
}

/** A request sent to, and the answer received from, one of the optional/finalize/failed booking calls. */
export interface BookingExchange {
  request: JsonValue;
  response: JsonValue;
}

/**
 * The booking wizard (spec §3 "Booking wizard state"). Plain data only: it lives in session storage and
 * must come back from a JSON round trip unchanged. Change it only through the functions of this folder.
 */
export interface BookingWizardState extends StepProgress {
  /** The search this booking answers; it fixes how many legs step 0 waits for and who travels. */
  search: SearchQuery;
  /** Selected trips, sorted by departure date-time. */
  routes: SelectedRoute[];
  /** The booking request per leg, in the same order as routes. */
  bookingRequest: LegBooking[];
  pricingResponse: LegPricing[];
  optionalBooking: BookingExchange | null;
  finalizeBooking: BookingExchange | null;
  failedBooking: BookingExchange | null;
  /** Invalid field paths per leg index. */
  invalidFields: Record<string, string[]>;
  filters: ResultsFilters;
  sortingValue: SortOrder;
  total: Cents;
  uuid: string;
  /** The reseller (booknow) user; 0 when nobody books on someone's behalf. */
  booknowUserId: number;
  booknowIsReseller: boolean;
  supportsTrailer: boolean;
  validationMobile: boolean;
  /** Set when the language changes; the next load starts the booking over (spec §4). */
  resetPending: boolean;
  payment: PaymentForm;
  /** The lead traveller's contact details (spec §3 "Leader"), entered on the last step. */
  leader: OrderLeader;
  /** The coupon redeemed on the last step (spec §3 "Coupon"), checked again by the server at checkout. */
  coupon: AppliedCoupon | null;
}

export interface AppliedCoupon {
  code: string;
  discount: Discount;
}

export interface NewBookingWizardInput {
  uuid: string;
  search: SearchQuery;
  supportsTrailer?: boolean;
}

/** What a booking holds beyond the search: cleared together when the booking is cleared. */
export function emptyBookingData(): Pick<
  BookingWizardState,
  | 'routes'
  | 'bookingRequest'
  | 'pricingResponse'
  | 'optionalBooking'
  | 'finalizeBooking'
  | 'failedBooking'
  | 'invalidFields'
  | 'total'
> {
  return {
    routes: [],
    bookingRequest: [],
    pricingResponse: [],
    optionalBooking: null,
    finalizeBooking: null,
    failedBooking: null,
    invalidFields: {},
    total: 0,
  };
}

export function newBookingWizard(input: NewBookingWizardInput): BookingWizardState {
  return {
    ...newStepProgress([false, false, false]),
    ...emptyBookingData(),
    search: input.search,
    filters: newResultsFilters(),
    sortingValue: DEFAULT_SORT_ORDER,
    uuid: input.uuid,
    booknowUserId: 0,
    booknowIsReseller: false,
    supportsTrailer: input.supportsTrailer ?? false,
    validationMobile: false,
    resetPending: false,
    payment: newPaymentForm(),
    leader: newLeader(),
    coupon: null,
  };
}

export function newLeader(): OrderLeader {
  return { firstName: '', lastName: '', email: '', phonePrefix: '+30', mobile: '', country: 'GR', sex: null };
}
