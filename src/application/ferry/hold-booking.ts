import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Leader } from '../ports/ferry-booking-requests.ts';
import type { UpstreamBooking } from '../ports/upstream-booking.ts';
import { onBooking } from './booking-lifecycle.ts';
import type { FerryError, FerryNetwork } from './ferry-network.ts';
import { type AgentLegRequest, groupLegsByAgent, inOriginalTerms } from './leg-groups.ts';

export interface HoldBookingInput {
  legs: AgentLegRequest[];
  leader?: Leader;
  userId?: string;
  sessionId?: string;
}

export interface HeldBookings {
  /** One booking per upstream system involved, each with its own order code. */
  bookings: UpstreamBooking[];
  total: number;
  /** The earliest expiry: the whole booking must be paid by then. */
  expiresAt: string;
}

/**
 * The optional booking (booking API `optional-booking`): holds every leg at the system that sells it.
 * All or nothing: when one system refuses, the holds already taken at the others are released at once.
 */
export class HoldBooking {
  private readonly deps: { network: FerryNetwork };
  constructor(deps: { network: FerryNetwork }) {
    this.deps = deps;
  }

  async execute(input: HoldBookingInput): Promise<Result<HeldBookings, FerryError>> {
    const groups = groupLegsByAgent(input.legs);
    const options = { sessionId: input.sessionId };
    const answers = await Promise.all(
      groups.map((group) =>
        this.deps.network.route(
          group.agentName,
          (upstream, o) => upstream.hold({ legs: group.legs, leader: input.leader, userId: input.userId }, o),
          options,
          'tripNotFound',
        ),
      ),
    );
    const failedAt = answers.findIndex((answer) => !answer.ok);
    if (failedAt >= 0) {
      await Promise.all(
        answers.flatMap((answer) =>
          answer.ok
            ? [
                onBooking(
                  this.deps.network,
                  { ...options, agentName: answer.value.agentName },
                  'failBooking',
                  answer.value.orderCode,
                ),
              ]
            : [],
        ),
      );
      const failure = answers[failedAt]!;
      if (failure.ok) throw new Error('unreachable');
      return err(
        failure.error.code === 'upstreamUnavailable'
          ? failure.error
          : inOriginalTerms(failure.error, groups[failedAt]!),
      );
    }
    const bookings = answers
      .map((answer) => (answer.ok ? answer.value : undefined))
      .filter((b): b is UpstreamBooking => b !== undefined);
    return ok({
      bookings,
      total: bookings.reduce((sum, booking) => sum + booking.total, 0),
      expiresAt: bookings.map((booking) => booking.expiresAt).sort()[0]!,
    });
  }
}
