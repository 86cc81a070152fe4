/**
 * Every code a use case or a driver may refuse with (decision 0052). A code is also the key of the message
 * that words it in the site's catalogues (`src/web/app/i18n/messages/…`, all seven languages), and the web
 * maps each to its HTTP status in one exhaustive table (`src/web/refusal-http.ts`): a code added here and
 * not worded or not mapped fails a test or the typecheck.
 */
export const REFUSAL_CODES = [
  // The checkout's and the wizard's, named by the spec (§8).
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
  'priceChanged',
  // The ferry companies' answers (`InventoryError`) and their silence.
  'tripNotFound',
  'noAvailability',
  'invalidRequest',
  'bookingNotFound',
  'bookingExpired',
  'invalidBookingState',
  'companyNotFound',
  'portNotFound',
  'upstreamUnavailable',
  'changeTooLate',
  'changeSameCompanyOnly',
  'changeNotOffered',
  // An order's after-sale.
  'orderNotCancellable',
  'refundChanged',
  'orderNotChangeable',
  // The booking and order API's own, and the body reader's.
  'notFound',
  'invalidBody',
  'tooDeep',
  'tooLong',
  'invalidCharacters',
  'payloadTooLarge',
  'unsupportedMediaType',
  'methodNotAllowed',
  'internalError',
  'signInRequired',
  'agentOnly',
  'orderProofRequired',
  'signInLinkInvalid',
  'resellerOnly',
  'resellerNotFound',
  'idempotencyKeyReused',
  'requestInProgress',
  'tooManyRequests',
  // The back office's.
  'staffOnly',
  'creditLimitBelowUsed',
  'creditOutOfRange',
  'alreadyReseller',
  'orderStateForbids',
  'noCardPaymentLeft',
  'orderChangedMeanwhile',
  'jobAlreadyWaiting',
  'courierVoucherAlreadyMade',
  'paymentRefunded',
  'jobStateForbids',
  // The kinds of the content, auth and file API's `RequestError` (decision 0033), until it refuses in this shape.
  'unauthorized',
  'forbidden',
  'invalidCredentials',
  'accountNotActivated',
  'conflict',
  // The content API's, as the back office passes them on.
  'lastAdmin',
  'unsafeLink',
  'contentRefused',
] as const;

export type RefusalCode = (typeof REFUSAL_CODES)[number];

export function isRefusalCode(value: string): value is RefusalCode {
  return (REFUSAL_CODES as readonly string[]).includes(value);
}
