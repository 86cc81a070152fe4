import type { InventoryError } from '#application/ports/ferry-inventory.ts';
import type { CancelLegRequest } from '#application/ports/ferry-leg-cancellation.ts';
import type { BookedLeg, CancellationOutcome, RefundQuote } from '#application/ports/upstream-booking.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { refundByTerms } from '#domain/trips/cancellation-terms.ts';
import type { AvailabilityStore } from '../network/availability-store.ts';
import type { StoredBooking } from '../network/stored-booking.ts';
import { transitionAnswer, upstreamBooking } from './booking-answers.ts';

/** One leg's refund by its company's terms, as of its cancellation once cancelled (a repeat answers the same). */
function legRefund(leg: BookedLeg, now: number): RefundQuote {
  const at = leg.cancelledAt ? Date.parse(leg.cancelledAt) : now;
  return refundByTerms(
    leg.pricing.cancellation,
    leg.pricing.tripTotal,
    Date.parse(leg.departureDatetime),
    at,
  );
}

/**
 * A simulated system's leg cancellation: the quote of the leg alone, and with `confirm` the leg marked
 * cancelled in the store with its places (on `sailingIds`) freed.
 */
export async function cancelStoredLeg(
  store: AvailabilityStore,
  booking: StoredBooking,
  request: CancelLegRequest & { sailingIds: string[]; now: number },
): Promise<Result<CancellationOutcome, InventoryError>> {
  const leg = booking.legs[request.legIndex];
  if (!leg) {
    return err({ code: 'invalidRequest', message: `no leg ${request.legIndex}`, path: 'legIndex' });
  }
  if (!leg.cancelledAt && booking.status !== 'confirmed') {
    return err({ code: 'invalidBookingState', message: `a ${booking.status} booking cannot be cancelled` });
  }
  const refund = legRefund(leg, request.now);
  if (!request.confirm || leg.cancelledAt) {
    return ok({ booking: upstreamBooking(booking), refund, cancelled: Boolean(leg.cancelledAt) });
  }
  const moved = await store.cancelLeg(booking.orderCode, request.legIndex, request.sailingIds);
  const answer = transitionAnswer(moved, booking.orderCode);
  return answer.ok ? ok({ booking: answer.value, refund, cancelled: true }) : answer;
}
