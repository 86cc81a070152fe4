import type { Result } from '#domain/shared/result.ts';
import type { CancellationOutcome } from '../ports/upstream-booking.ts';
import { type BookingReference, onBooking } from './booking-lifecycle.ts';
import type { FerryError, FerryNetwork } from './ferry-network.ts';

/** Quotes the refund of a confirmed booking, and with `confirm` cancels it and frees its places. */
export class CancelBooking {
  private readonly deps: { network: FerryNetwork };
  constructor(deps: { network: FerryNetwork }) {
    this.deps = deps;
  }

  execute(input: BookingReference & { confirm: boolean }): Promise<Result<CancellationOutcome, FerryError>> {
    const { orderCode, confirm } = input;
    return onBooking(this.deps.network, input, 'cancelBooking', { orderCode, confirm });
  }
}
