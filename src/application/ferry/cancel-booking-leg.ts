import type { Result } from '#domain/shared/result.ts';
import type { CancellationOutcome } from '../ports/upstream-booking.ts';
import { type BookingReference, onBooking } from './booking-lifecycle.ts';
import type { FerryError, FerryNetwork } from './ferry-network.ts';

/** Quotes the refund of one leg of a confirmed booking, and with `confirm` cancels that leg alone. */
export class CancelBookingLeg {
  private readonly deps: { network: FerryNetwork };
  constructor(deps: { network: FerryNetwork }) {
    this.deps = deps;
  }

  execute(
    input: BookingReference & { legIndex: number; confirm: boolean },
  ): Promise<Result<CancellationOutcome, FerryError>> {
    const { orderCode, legIndex, confirm } = input;
    return onBooking(this.deps.network, input, 'cancelLeg', { orderCode, legIndex, confirm });
  }
}
