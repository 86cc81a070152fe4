import type { Result } from '#domain/shared/result.ts';
import type { CancellationOutcome } from '../ports/upstream-booking.ts';
import type { BookingReference } from './booking-lifecycle.ts';
import type { FerryError, FerryNetwork } from './ferry-network.ts';

/** Quotes the refund of one leg of a confirmed booking, and with `confirm` cancels that leg alone. */
export class CancelBookingLeg {
  private readonly deps: { network: FerryNetwork };
  constructor(deps: { network: FerryNetwork }) {
    this.deps = deps;
  }

  /** Whether the system that sold the booking cancels one leg alone; otherwise the company is asked. */
  offeredBy(agentName: string): boolean {
    return this.deps.network.offers(agentName, 'legCancellation');
  }

  execute(
    input: BookingReference & { legIndex: number; confirm: boolean },
  ): Promise<Result<CancellationOutcome, FerryError>> {
    const { orderCode, legIndex, confirm } = input;
    return this.deps.network.routeTo(
      'legCancellation',
      input.agentName,
      (capable, options) => capable.cancelLeg({ orderCode, legIndex, confirm }, options),
      { sessionId: input.sessionId },
    );
  }
}
