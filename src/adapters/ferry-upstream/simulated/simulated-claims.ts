import type { Clock } from '#application/ports/clock.ts';
import type { ClaimRequest, FerryClaims, UpstreamClaim } from '#application/ports/ferry-claims.ts';
import type { InventoryError } from '#application/ports/ferry-inventory.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { claimAt, claimDecision } from '../network/claim-steps.ts';
import type { ClaimStore } from '../network/claim-store.ts';
import type { StoredBooking } from '../network/stored-booking.ts';
import { bookingNotFound } from './booking-answers.ts';
import { newOrderCode } from './order-codes-and-tickets.ts';

export interface SimulatedClaimsDeps {
  agentName: string;
  claims: ClaimStore;
  clock: Clock;
  /** The system's own booking by order code, if it has it. */
  booking(orderCode: string): Promise<StoredBooking | undefined>;
}

type Answer<T> = Result<T, InventoryError>;

const invalid = (path: string, message: string): Answer<never> =>
  err({ code: 'invalidRequest', message, path });

/** A simulated company's claims desk: it checks a claim against the booking, then decides by its own reading. */
export class SimulatedClaims implements FerryClaims<unknown, InventoryError> {
  readonly #deps: SimulatedClaimsDeps;
  constructor(deps: SimulatedClaimsDeps) {
    this.#deps = deps;
  }

  async submitClaim(request: ClaimRequest): Promise<Answer<UpstreamClaim>> {
    const booking = await this.#deps.booking(request.orderCode);
    if (!booking) return err(bookingNotFound(request.orderCode));
    if (booking.status !== 'confirmed')
      return err({ code: 'invalidBookingState', message: `no claim on a ${booking.status} booking` });
    const legIndex = booking.legs.findIndex((leg) => leg.tripId === request.tripId);
    if (legIndex < 0) return invalid('tripId', `${request.tripId} is not a sailing of ${request.orderCode}`);
    const tickets = new Set(
      booking.tickets.filter((ticket) => ticket.legIndex === legIndex).map((ticket) => ticket.ticketNumber),
    );
    if (request.ticketNumbers.length === 0 || request.ticketNumbers.some((number) => !tickets.has(number)))
      return invalid('ticketNumbers', 'the tickets are not those of the sailing claimed for');
    const kept = await this.#deps.claims.add({
      claimCode: newOrderCode('CLM'),
      agentName: this.#deps.agentName,
      request,
      decision: claimDecision(request, booking.legs[legIndex]!, tickets.size),
      submittedAt: this.#deps.clock.now(),
    });
    return ok(claimAt(kept, this.#deps.clock.now()));
  }

  async retrieveClaim(claimCode: string): Promise<Answer<UpstreamClaim>> {
    const claim = await this.#deps.claims.find(this.#deps.agentName, claimCode);
    return claim
      ? ok(claimAt(claim, this.#deps.clock.now()))
      : err({ code: 'claimNotFound', message: `no claim ${claimCode}` });
  }
}
