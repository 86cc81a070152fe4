import type { Response } from 'express';
import { data } from 'react-router';
import type { Refusal } from '#domain/errors/refusal.ts';
import type { RefusalCode } from '#domain/errors/refusal-codes.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { apiMessage } from './api/booking/api-messages.ts';

/**
 * The HTTP status of every refusal code (decision 0052), whichever driver answers it. `satisfies` keeps it
 * exhaustive: a code added to REFUSAL_CODES and not mapped here fails the typecheck.
 */
const REFUSAL_STATUS = {
  unableToCalculatePrice: 422,
  wrongReservationData: 422,
  wrongCourierData: 422,
  unableToCompleteReservation: 422,
  unableToCompleteReservationContactSales: 503,
  unableToFindDates: 422,
  reservationError: 409,
  reservationNotFound: 404,
  couldNotFetchPorts: 503,
  couldNotFetchDestinations: 503,
  noAvailabilityOnDate: 409,
  invalidForm: 400,
  invalidPassengersForm: 400,
  paymentFormUncompleted: 409,
  invalidLoyaltyCard: 422,
  invalidResident: 422,
  duplicateLoyaltyCardPassenger: 422,
  duplicateLoyaltyCardVehicle: 422,
  invalidCouponCode: 422,
  cannotDeselectAllCompanies: 400,
  insufficientCreditLimit: 409,
  paymentDeclined: 422,
  paymentNotVerified: 422,
  tooManyHolds: 429,
  sailingBusy: 429,
  priceChanged: 409,
  tripNotFound: 404,
  noAvailability: 409,
  sailingCancelled: 409,
  invalidRequest: 400,
  bookingNotFound: 404,
  claimNotFound: 404,
  bookingExpired: 409,
  invalidBookingState: 409,
  companyNotFound: 404,
  portNotFound: 404,
  upstreamUnavailable: 503,
  changeTooLate: 409,
  changeSameCompanyOnly: 409,
  changeNotOffered: 409,
  notOffered: 409,
  legCancellationOnRequest: 409,
  changeOnRequest: 409,
  orderNotCancellable: 409,
  refundChanged: 409,
  noCompensationDue: 409,
  noCareDue: 409,
  noDisruptionRefund: 409,
  noDisruptionChange: 409,
  orderNotChangeable: 409,
  changeNotFound: 404,
  changeNeedsPayment: 409,
  notFound: 404,
  invalidBody: 400,
  tooDeep: 400,
  tooLong: 400,
  invalidCharacters: 400,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  methodNotAllowed: 405,
  internalError: 500,
  signInRequired: 401,
  agentOnly: 403,
  tokenScopeMissing: 403,
  orderProofRequired: 401,
  // A sign-in link already used or expired: it will never work again (decision 0065).
  signInLinkInvalid: 410,
  resellerOnly: 403,
  resellerNotFound: 404,
  idempotencyKeyReused: 422,
  requestInProgress: 409,
  tooManyRequests: 429,
  invalidVatNumber: 400,
  businessNotFound: 404,
  vatNumberDeactivated: 422,
  taxRegistryUnavailable: 503,
  travellerConfirmationRequired: 409,
  possibleDuplicateBooking: 409,
  agentTokenRequired: 401,
  foreignOrigin: 403,
  staffOnly: 403,
  creditLimitBelowUsed: 409,
  creditOutOfRange: 409,
  alreadyReseller: 409,
  orderStateForbids: 409,
  noCardPaymentLeft: 409,
  orderChangedMeanwhile: 409,
  jobAlreadyWaiting: 409,
  courierVoucherAlreadyMade: 409,
  paymentRefunded: 409,
  jobStateForbids: 409,
  unauthorized: 401,
  forbidden: 403,
  permissionNeeded: 403,
  invalidCredentials: 401,
  accountNotActivated: 403,
  // An activation or password-reset token that does not verify (expired, used, or not one).
  accountLinkInvalid: 401,
  conflict: 409,
  lastAdmin: 409,
  unsafeLink: 400,
} as const satisfies Record<RefusalCode, number>;

export function refusalStatus(code: RefusalCode): number {
  return REFUSAL_STATUS[code];
}

/** A field at fault as the API answers it: its message key worded in the caller's language. */
interface FieldAnswer {
  path: string;
  key: string;
  message: string;
  values?: Record<string, string | number>;
}

/**
 * The API's one error body: `{ error: { code, key, message, fields } }` (`key` repeats `code`, which is the
 * message key, for the clients that read it), worded from the site's catalogue. What a refusal carries
 * besides its shape (the new price of `priceChanged`, the new quote of `refundChanged`) sits beside `error`.
 */
export function refusalBody(refusal: Refusal, lang: LocaleCode) {
  const { code, fields = [], values, ...attached } = refusal;
  const answers: FieldAnswer[] = fields.map((field) => ({
    path: field.path,
    key: field.key,
    message: apiMessage(field.key, lang, field.values),
    ...(field.values ? { values: field.values } : {}),
  }));
  return {
    error: { code, key: code, message: apiMessage(code, lang, values), fields: answers },
    ...attached,
  };
}

/**
 * A refusal as an answer to keep or send: its status from the table, its body in the caller's language, and
 * Retry-After when it says when to try again (`retryLater`).
 */
export function refusalAnswer(
  refusal: Refusal,
  lang: LocaleCode,
): { status: number; body: unknown; headers?: Record<string, string> } {
  const answer = { status: refusalStatus(refusal.code), body: refusalBody(refusal, lang) };
  const retryAfter = (refusal as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  return typeof retryAfter === 'number'
    ? { ...answer, headers: { 'Retry-After': String(retryAfter) } }
    : answer;
}

export function answerRefusal(res: Response, refusal: Refusal, lang: LocaleCode): void {
  const { status, body, headers } = refusalAnswer(refusal, lang);
  if (headers) res.set(headers);
  res.status(status).json(body);
}

/**
 * A refusal as the booking pages' routes answer it (`/checkout`, `/checkout/price`, `/checkout/tax-registry`):
 * the message key and the fields at fault, which the browser words itself, with the status from the same
 * table and Retry-After when it says when to try again.
 */
export function refusalData(refusal: Refusal) {
  const { code, fields = [], values: _values, ...attached } = refusal;
  const retryAfter = (refusal as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  const headers = typeof retryAfter === 'number' ? { 'Retry-After': String(retryAfter) } : undefined;
  return data({ error: code, fields, ...attached }, { status: refusalStatus(code), headers });
}
