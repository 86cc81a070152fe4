import type { CallOptions, InventoryError } from '#application/ports/ferry-inventory.ts';
import type { CancelLegRequest, FerryLegCancellation } from '#application/ports/ferry-leg-cancellation.ts';
import type { CancellationOutcome, UpstreamBooking } from '#application/ports/upstream-booking.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { refundByTerms } from '#domain/trips/cancellation-terms.ts';
import type { UpstreamCalls } from '../ferry-upstream/http/upstream-calls.ts';
import { LIKNOSS_ANSWERS } from './liknoss-schemas.ts';
import { parseTripId, sailingOf } from './trip-key.ts';

type Answer<T> = Result<T, InventoryError>;

export interface LiknossLegCancellationDeps {
  calls: UpstreamCalls;
  retrieve(orderCode: string, options?: CallOptions): Promise<Answer<UpstreamBooking>>;
  now(): Date;
}

/**
 * One sailing of an issued Liknoss booking cancelled alone (decision 0121): `POST /cancellation` names the
 * booking's trips whose items are cancelled (`BookingCancellationRequest.trips`), here the one trip. As for a
 * whole booking (decision 0104), asking for the fees may cancel at some companies, so the quote never asks:
 * it is the leg's terms (`estimated`), and only the traveller's confirmation is sent, once; the refund is then
 * the company's `refundValue`, never more than the leg was paid.
 */
export class LiknossLegCancellation implements FerryLegCancellation<CallOptions, InventoryError> {
  readonly #deps: LiknossLegCancellationDeps;
  constructor(deps: LiknossLegCancellationDeps) {
    this.#deps = deps;
  }

  async cancelLeg(request: CancelLegRequest, options?: CallOptions): Promise<Answer<CancellationOutcome>> {
    const before = await this.#deps.retrieve(request.orderCode, options);
    if (!before.ok) return before;
    const leg = before.value.legs[request.legIndex];
    const key = leg && parseTripId(leg.tripId);
    if (!leg || !key)
      return err({ code: 'invalidRequest', message: `no leg ${request.legIndex}`, path: 'legIndex' });
    const byTerms = this.#byTerms(leg);
    // Liknoss keeps no refund of a cancelled trip: a repeat answers the leg cancelled, its terms' figure.
    if (leg.cancelledAt || before.value.status === 'cancelled')
      return ok({ booking: before.value, refund: byTerms, cancelled: true });
    if (before.value.status !== 'confirmed') {
      return err({
        code: 'invalidBookingState',
        message: `booking ${request.orderCode} is ${before.value.status}`,
      });
    }
    if (!request.confirm) return ok({ booking: before.value, refund: byTerms, cancelled: false });
    const answer = await this.#deps.calls.call(
      {
        method: 'POST',
        path: '/cancellation',
        body: { crsReservationId: Number(request.orderCode), askForFees: false, trips: [sailingOf(key)] },
        idempotent: false,
      },
      LIKNOSS_ANSWERS.cancellation,
      options,
    );
    if (!answer.ok) return answer;
    const after = await this.#deps.retrieve(request.orderCode, options);
    if (!after.ok) return after;
    const paid = leg.pricing.tripTotal;
    const refund = Math.min(answer.value.refundValue, paid);
    return ok({
      booking: after.value,
      cancelled: true,
      refund: {
        coverage: leg.pricing.cancellation,
        refundPercent: paid === 0 ? 0 : Math.round((refund / paid) * 100),
        paid,
        fee: paid - refund,
        refund,
      },
    });
  }

  #byTerms(leg: UpstreamBooking['legs'][number]) {
    const now = this.#deps.now().getTime();
    const { pricing } = leg;
    const quote = refundByTerms(
      pricing.cancellation,
      pricing.tripTotal,
      Date.parse(leg.departureDatetime),
      now,
    );
    return { ...quote, estimated: true };
  }
}
