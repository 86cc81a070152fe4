/**
 * Stable codes of the expected failures. Each is also a message key (spec §8), so the web layer maps a code
 * to an HTTP status and a localized sentence without a lookup table in between.
 */
export const DOMAIN_ERROR_CODES = [
  'unableToCalculatePrice',
  'wrongReservationData',
  'wrongCourierData',
  'unableToCompleteReservation',
  'unableToCompleteReservationContactSales',
  'unableToFindDates',
  'reservationError',
  'reservationNotFound',
  'couldNotFetchPorts',
  'couldNotFetchDestinations',
  'noAvailabilityOnDate',
  'invalidForm',
  'invalidPassangersForm',
  'paymentFormUncompleted',
  'invalidLoyaltyCard',
  'invalidResident',
  'duplicateLoyaltyCardPassenger',
  'duplicateLoyaltyCardVehicle',
  'invalidCouponCode',
  'cannotDeselectAllCompanies',
  'insufficientCreditLimit',
  'paymentDeclined',
  'paymentNotVerified',
  'tooManyHolds',
  'sailingBusy',
] as const;

export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];
