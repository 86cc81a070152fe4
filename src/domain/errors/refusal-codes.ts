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
  'invalidPassengersForm',
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
  // Kyma's own record says the company cancelled the sailing (decision 0106).
  'sailingCancelled',
  'invalidRequest',
  'bookingNotFound',
  'bookingExpired',
  'invalidBookingState',
  'companyNotFound',
  'portNotFound',
  'claimNotFound',
  'upstreamUnavailable',
  'changeTooLate',
  'changeSameCompanyOnly',
  'changeNotOffered',
  // An operation the ferry system that sold the ticket does not have (Liknoss takes no claims; FerryGateway
  // has no loyalty check).
  'notOffered',
  // The system that sold the booking cannot cancel one sailing alone (decision 0121): the desk asks the company.
  'legCancellationOnRequest',
  'changeOnRequest',
  // An order's after-sale.
  'orderNotCancellable',
  'refundChanged',
  'noCompensationDue',
  'noCareDue',
  'noDisruptionRefund',
  'noDisruptionChange',
  'orderNotChangeable',
  'changeNotFound',
  'changeNeedsPayment',
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
  // A partner's API token without the scope the operation needs (decision 0128).
  'tokenScopeMissing',
  'orderProofRequired',
  'signInLinkInvalid',
  'resellerOnly',
  'resellerNotFound',
  'idempotencyKeyReused',
  'requestInProgress',
  'tooManyRequests',
  // The invoice section's look-up of a business at the tax registry (AADE).
  'invalidVatNumber',
  'businessNotFound',
  'vatNumberDeactivated',
  'taxRegistryUnavailable',
  // The agents' server's (issue #29).
  'travellerConfirmationRequired',
  'possibleDuplicateBooking',
  'agentTokenRequired',
  'foreignOrigin',
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
  // The content, auth and file API's.
  'unauthorized',
  'forbidden',
  'permissionNeeded',
  'invalidCredentials',
  'accountNotActivated',
  'accountLinkInvalid',
  'conflict',
  'lastAdmin',
  'unsafeLink',
] as const;

export type RefusalCode = (typeof REFUSAL_CODES)[number];

/**
 * Codes answered under another spelling before, each with the code that replaced it (decision 0109). No
 * answer carries them; the API documents name them as deprecated aliases for one release, so a client that
 * matched the old spelling learns the new one.
 */
const RENAMED_REFUSAL_CODES = {
  invalidPassangersForm: 'invalidPassengersForm',
} as const satisfies Record<string, RefusalCode>;

/** What the API documents say of `error.code`, renamed codes included. */
export const REFUSAL_CODE_DESCRIPTION = [
  'The kind of refusal, also the key of its `message`.',
  ...Object.entries(RENAMED_REFUSAL_CODES).map(
    ([old, current]) =>
      `\`${old}\` (deprecated alias until the next release): the former spelling of \`${current}\`, ` +
      `which the answers now carry instead; match \`${current}\`.`,
  ),
].join(' ');
