import type { Result } from '#domain/shared/result.ts';
import type { CancellationOutcome } from '../ports/upstream-booking.ts';
import type { BookingReference } from './booking-lifecycle.ts';
import type { FerryError, FerryNetwork } from './ferry-network.ts';

/** Quotes the refund of a confirmed booking, and with `confirm` cancels it and frees its places. */
export class CancelBooking {
  private readonly deps: { network: FerryNetwork };
  constructor(deps: { network: FerryNetwork }) {
    this.deps = deps;
  }

  execute(input: BookingReference & { confirm: boolean }): Promise<Result<CancellationOutcome, FerryError>> {
    return this.deps.network.route(
      input.agentName,
      (upstream, options) =>
        upstream.cancelBooking({ orderCode: input.orderCode, confirm: input.confirm }, options),
      {
        sessionId: input.sessionId,
      },
    );
  }
}
