/**
 * Status and message key of each way placing or paying an order is refused, so the checkout page and the
 * order API answer alike (undefined for the refusals each answers its own way).
 */
const CHECKOUT_REFUSALS: Partial<Record<string, { status: number; key: string }>> = {
  noAvailability: { status: 409, key: 'noAvailabilityOnDate' },
  tripNotFound: { status: 409, key: 'noAvailabilityOnDate' },
  tooManyHolds: { status: 429, key: 'tooManyHolds' },
  sailingBusy: { status: 429, key: 'sailingBusy' },
  insufficientCreditLimit: { status: 409, key: 'insufficientCreditLimit' },
  bookingExpired: { status: 409, key: 'reservationError' },
  reservationError: { status: 409, key: 'reservationError' },
  paymentFormUncompleted: { status: 409, key: 'paymentFormUncompleted' },
  upstreamUnavailable: { status: 503, key: 'unableToCompleteReservationContactSales' },
};

export function checkoutRefusal(code: string): { status: number; key: string } | undefined {
  return CHECKOUT_REFUSALS[code];
}
