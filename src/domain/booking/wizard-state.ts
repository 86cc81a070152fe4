import type { OrderLeader } from '../orders/order.ts';
import type { Discount } from '../pricing/discount.ts';
import type { LegPricing } from '../pricing/leg-pricing.ts';
import type { SearchQuery } from '../search/search-query.ts';
import type { Trip } from '../trips/trip.ts';
import type { LegBooking } from './leg-booking.ts';
import { newPaymentForm, type PaymentForm } from './payment-form.ts';

/** Spec §4: select route; select passengers and vehicles; passenger info and billing. */
export const BOOKING_STEPS = ['selectRoute', 'passengersAndVehicles', 'passengerInfoAndBilling'] as const;

export interface SelectedRoute {
  legIndex: number;
  trip: Trip;
}

/** A company's price of one selected leg; it describes the leg until an edit changes what is priced. */
export interface PricedLeg extends LegPricing {
  legIndex: number;
}

/**
 * The booking wizard (spec §3 "Booking wizard state"): what the traveller chose and entered, nothing that
 * can be worked out from it. Step validity and totals are functions of the legs (`wizard-steps.ts`,
 * `wizard-pricing.ts`); the results' filters and sort live in the address and invalid fields in each step's
 * form, so none of them is stored. Plain data: it lives in session storage and comes back from a JSON round
 * trip unchanged. Change it only through the functions of this folder.
 */
export interface BookingWizardState {
  /** The search this booking answers; it fixes how many legs step 0 waits for and who travels. */
  search: SearchQuery;
  currentStep: number;
  /** The furthest step reached so far. */
  maximumStep: number;
  /** Selected trips, sorted by departure date-time. */
  routes: SelectedRoute[];
  /** The booking request per leg, in the same order as routes. */
  bookingRequest: LegBooking[];
  /** The prices received, by leg index; a leg without one awaits its price. */
  pricingResponse: PricedLeg[];
  uuid: string;
  /** The reseller (booknow) user; 0 when nobody books on someone's behalf. */
  booknowUserId: number;
  booknowIsReseller: boolean;
  supportsTrailer: boolean;
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
  'currentStep' | 'maximumStep' | 'routes' | 'bookingRequest' | 'pricingResponse'
> {
  return { currentStep: 0, maximumStep: 0, routes: [], bookingRequest: [], pricingResponse: [] };
}

export function newBookingWizard(input: NewBookingWizardInput): BookingWizardState {
  return {
    ...emptyBookingData(),
    search: input.search,
    uuid: input.uuid,
    booknowUserId: 0,
    booknowIsReseller: false,
    supportsTrailer: input.supportsTrailer ?? false,
    payment: newPaymentForm(),
    leader: newLeader(),
    coupon: null,
  };
}

function newLeader(): OrderLeader {
  return { firstName: '', lastName: '', email: '', phonePrefix: '+30', mobile: '', country: 'GR', sex: null };
}
