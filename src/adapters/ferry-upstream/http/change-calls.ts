import type {
  AppliedChange,
  ChangeQuote,
  ChangeRequest,
  FerryChanges,
  HeldChange,
} from '#application/ports/ferry-changes.ts';
import type { CallOptions, InventoryError } from '#application/ports/ferry-inventory.ts';
import type { BookedLeg } from '#application/ports/upstream-booking.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { CHANGE_ANSWERS } from '#domain/wire-contract/change-answers.ts';
import { inKymaTerms, parseRemoteTripId, remoteTripId, tripNotFound } from './remote-terms.ts';
import type { UpstreamCalls } from './upstream-calls.ts';

type Answer<T> = Promise<Result<T, InventoryError>>;

/**
 * Changes to a booking sold by a remote booking/ API (`quote-change`, `hold-change`, `confirm-change`,
 * `release-change`). Only the quote is retried: holding or applying twice could take places or fees twice.
 */
export class HttpChanges implements FerryChanges<CallOptions, InventoryError> {
  readonly #calls: UpstreamCalls;
  readonly #agentName: string;

  constructor(calls: UpstreamCalls, agentName: string) {
    this.#calls = calls;
    this.#agentName = agentName;
  }

  async quoteChange(request: ChangeRequest, options?: CallOptions): Answer<ChangeQuote> {
    const body = wireChange(request);
    if (!body.ok) return body;
    const answer = await this.#calls.call(
      { method: 'POST', path: '/quote-change', body: body.value, idempotent: true },
      CHANGE_ANSWERS.quote,
      options,
    );
    return answer.ok ? ok(this.#quote(answer.value.quote as ChangeQuote)) : answer;
  }

  async holdChange(request: ChangeRequest, options?: CallOptions): Answer<HeldChange> {
    const body = wireChange(request);
    if (!body.ok) return body;
    const answer = await this.#calls.call(
      { method: 'POST', path: '/hold-change', body: body.value, idempotent: false },
      CHANGE_ANSWERS.change,
      options,
    );
    return answer.ok ? ok(this.#change(answer.value.change as HeldChange)) : answer;
  }

  async confirmChange(changeCode: string, options?: CallOptions): Answer<AppliedChange> {
    const answer = await this.#calls.call(
      { method: 'POST', path: '/confirm-change', body: { changeCode }, idempotent: false },
      CHANGE_ANSWERS.applied,
      options,
    );
    if (!answer.ok) return answer;
    return ok({
      change: this.#change(answer.value.change as HeldChange),
      booking: inKymaTerms(answer.value.booking, this.#agentName),
      voidedTickets: answer.value.voidedTickets,
    } as AppliedChange);
  }

  async releaseChange(changeCode: string, options?: CallOptions): Answer<HeldChange> {
    const answer = await this.#calls.call(
      { method: 'POST', path: '/release-change', body: { changeCode }, idempotent: false },
      CHANGE_ANSWERS.change,
      options,
    );
    return answer.ok ? ok(this.#change(answer.value.change as HeldChange)) : answer;
  }

  /** The remote's quote in Kyma's terms: this system's name, the leg's trip id naming the remote system. */
  #quote(quote: ChangeQuote): ChangeQuote {
    const inTerms = (tripId: string) => remoteTripId(quote.agentName, tripId);
    const leg: BookedLeg = {
      ...quote.leg,
      tripId: inTerms(quote.leg.tripId),
      request: { ...quote.leg.request, tripId: inTerms(quote.leg.request.tripId) },
    };
    return { ...quote, agentName: this.#agentName, leg };
  }

  #change(change: HeldChange): HeldChange {
    return { ...change, quote: this.#quote(change.quote) };
  }
}

/**
 * The request as the remote takes it: a new sailing's trip id, and the id of the disruption it answers (its
 * feed's, decision 0094), without the remote system's name they carry in Kyma's terms.
 */
function wireChange(request: ChangeRequest): Result<ChangeRequest, InventoryError> {
  if (request.kind !== 'sailing') return ok(request);
  const trip = parseRemoteTripId(request.tripId);
  if (!trip) return err({ ...tripNotFound(request.tripId), path: 'tripId' });
  const { answersDisruption, ...change } = request;
  const event = answersDisruption && parseRemoteTripId(answersDisruption);
  return ok({ ...change, tripId: trip.tripId, ...(event && { answersDisruption: event.tripId }) });
}
