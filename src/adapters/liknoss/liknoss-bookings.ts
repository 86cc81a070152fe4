import type {
  HoldRequest,
  InsertBookingRequest,
  PricingRequest,
} from '#application/ports/ferry-booking-requests.ts';
import type { CallOptions, InventoryError } from '#application/ports/ferry-inventory.ts';
import type {
  CancellationOutcome,
  CancelRequest,
  UpstreamBooking,
} from '#application/ports/upstream-booking.ts';
import type { LegPricing } from '#domain/pricing/leg-pricing.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { bookingRefundByTerms } from '#domain/trips/cancellation-terms.ts';
import type { UpstreamCalls } from '../ferry-upstream/http/upstream-calls.ts';
import { bookingOf } from './booking-mapping.ts';
import { LIKNOSS_ANSWERS, type LiknossBooking } from './liknoss-schemas.ts';
import { legPricingOf } from './pricing-mapping.ts';
import { type LiknossTripRequest, tripRequestsOf } from './request-mapping.ts';

type Answer<T> = Result<T, InventoryError>;

export interface LiknossBookingsDeps {
  calls: UpstreamCalls;
  agentName: string;
  now: () => Date;
}

const notFound = (orderCode: string): Answer<never> =>
  err({ code: 'bookingNotFound', message: `no booking ${orderCode}` });

/**
 * The booking calls: pricing (a read, retried), then the optional booking with the identifier pricing gave,
 * traveller details by `/modify`, issue, cancellation. Only reads are retried; a booking call is sent once.
 */
export class LiknossBookings {
  readonly #deps: LiknossBookingsDeps;

  constructor(deps: LiknossBookingsDeps) {
    this.#deps = deps;
  }

  async price(request: PricingRequest, options?: CallOptions): Promise<Answer<LegPricing[]>> {
    const trips = tripRequestsOf(request.legs);
    if (!trips.ok) return trips;
    const priced = await this.#pricing(trips.value, options);
    if (!priced.ok) return priced;
    return ok(priced.value.trips.map((trip) => legPricingOf(trip, priced.value.fareIdOrCode)));
  }

  async hold(request: HoldRequest, options?: CallOptions): Promise<Answer<UpstreamBooking>> {
    const trips = tripRequestsOf(request.legs);
    if (!trips.ok) return trips;
    const priced = await this.#pricing(trips.value, options);
    if (!priced.ok) return priced;
    const held = await this.#deps.calls.call(
      {
        method: 'POST',
        path: '/optional-booking',
        headers: { 'booking-identifier-id': priced.value.bookingIdentifier },
        body: { fareIdOrCode: priced.value.fareIdOrCode, leader: request.leader ?? null, trips: trips.value },
        idempotent: false,
      },
      LIKNOSS_ANSWERS.optionalBooking,
      options,
    );
    if (!held.ok) return held;
    return this.retrieve(String(held.value.crsReservationId), options);
  }

  async insert(request: InsertBookingRequest, options?: CallOptions): Promise<Answer<UpstreamBooking>> {
    const crsReservationId = crsIdOf(request.orderCode);
    if (crsReservationId === undefined) return notFound(request.orderCode);
    const trips = (request.passengers ?? []).map((passengers) => ({
      passengers: passengers.map((passenger) => ({
        name: passenger.name,
        surname: passenger.surname,
        sex: passenger.sex,
        documentNumber: passenger.documentId ?? null,
        nationality: passenger.nationality ?? null,
        birthDate: passenger.birthDate ?? null,
      })),
    }));
    const body = { crsReservationId, leader: request.leader, trips };
    const modified = await this.#deps.calls.call(
      { method: 'POST', path: '/modify', body, idempotent: false },
      LIKNOSS_ANSWERS.booking,
      options,
    );
    return this.#inKymaTerms(modified);
  }

  async issue(orderCode: string, options?: CallOptions): Promise<Answer<UpstreamBooking>> {
    const crsReservationId = crsIdOf(orderCode);
    if (crsReservationId === undefined) return notFound(orderCode);
    const issued = await this.#deps.calls.call(
      { method: 'GET', path: `/issue-booking/${crsReservationId}`, idempotent: false },
      LIKNOSS_ANSWERS.booking,
      options,
    );
    return this.#inKymaTerms(issued);
  }

  /** Gives an option's places back at once: Liknoss's one-step cancellation of the unpaid booking. */
  async release(orderCode: string, options?: CallOptions): Promise<Answer<UpstreamBooking>> {
    const crsReservationId = crsIdOf(orderCode);
    if (crsReservationId === undefined) return notFound(orderCode);
    const released = await this.#deps.calls.call(
      { method: 'GET', path: `/cancellation/${crsReservationId}`, idempotent: false },
      LIKNOSS_ANSWERS.cancellation,
      options,
    );
    if (!released.ok) return released;
    return this.retrieve(orderCode, options);
  }

  async retrieve(orderCode: string, options?: CallOptions): Promise<Answer<UpstreamBooking>> {
    const crsReservationId = crsIdOf(orderCode);
    if (crsReservationId === undefined) return notFound(orderCode);
    const found = await this.#deps.calls.call(
      {
        method: 'GET',
        path: '/retrieve-bookings',
        query: { crsReservationIds: String(crsReservationId) },
        idempotent: true,
      },
      LIKNOSS_ANSWERS.bookings,
      options,
    );
    return this.#first(found, orderCode);
  }

  /**
   * Liknoss warns that at some companies asking for the fees (`askForFees`) cancels the booking
   * (`cancelledWhileAskingForFees`). So a quote never asks: it is worked out from the terms the sailing was
   * sold with (`estimated`), and only the traveller's confirmation is sent, once, never retried; the refund
   * is then the company's own figure (decision 0104).
   */
  async cancel(request: CancelRequest, options?: CallOptions): Promise<Answer<CancellationOutcome>> {
    const before = await this.retrieve(request.orderCode, options);
    if (!before.ok) return before;
    if (!request.confirm) return this.#quoteByTerms(before.value);
    const answer = await this.#deps.calls.call(
      {
        method: 'POST',
        path: '/cancellation',
        body: { crsReservationId: Number(request.orderCode), askForFees: false },
        idempotent: false,
      },
      LIKNOSS_ANSWERS.cancellation,
      options,
    );
    if (!answer.ok) return answer;
    const after = await this.retrieve(request.orderCode, options);
    if (!after.ok) return after;
    // A trip cancelled alone before was refunded then: what is left is the other trips'.
    const paid = before.value.legs
      .filter((leg) => !leg.cancelledAt)
      .reduce((sum, leg) => sum + leg.pricing.tripTotal, 0);
    const refund = Math.min(answer.value.refundValue, paid);
    return ok({
      booking: after.value,
      cancelled: true,
      refund: {
        coverage: 'partial',
        refundPercent: paid === 0 ? 0 : Math.round((refund / paid) * 100),
        paid,
        fee: paid - refund,
        refund,
      },
    });
  }

  /** Only an issued booking is cancelled, hence quoted; its terms say what comes back. */
  #quoteByTerms(booking: UpstreamBooking): Answer<CancellationOutcome> {
    if (booking.status !== 'confirmed') {
      return err({
        code: 'invalidBookingState',
        message: `booking ${booking.orderCode} is ${booking.status}`,
      });
    }
    // Liknoss's sailings are sold on the 'partial' terms (pricing-mapping): what they give back now.
    const refund = bookingRefundByTerms(booking.legs, this.#deps.now().getTime());
    return ok({ booking, cancelled: false, refund: { ...refund, estimated: true } });
  }

  #pricing(trips: LiknossTripRequest[], options?: CallOptions) {
    return this.#deps.calls.call(
      { method: 'POST', path: '/pricing', body: { trips }, idempotent: true },
      LIKNOSS_ANSWERS.pricing,
      options,
    );
  }

  #first(answer: Answer<LiknossBooking[]>, orderCode: string): Answer<UpstreamBooking> {
    if (!answer.ok) return answer;
    const [booking] = answer.value;
    return booking ? this.#inKymaTerms(ok(booking)) : notFound(orderCode);
  }

  #inKymaTerms(answer: Answer<LiknossBooking>): Answer<UpstreamBooking> {
    return answer.ok ? ok(bookingOf(answer.value, this.#deps.agentName, this.#deps.now())) : answer;
  }
}

/** Liknoss's reservation ids are numbers; any other order code was never one of its bookings. */
function crsIdOf(orderCode: string): number | undefined {
  return /^\d{1,15}$/.test(orderCode) ? Number(orderCode) : undefined;
}
