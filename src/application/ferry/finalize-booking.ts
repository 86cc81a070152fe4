import { type BookingAnswer, type BookingReference, onBooking } from './booking-lifecycle.ts';
import type { FerryNetwork } from './ferry-network.ts';

/** Issues the tickets of a paid hold (booking API `finalize-booking`); after the hold lapsed it fails with `bookingExpired`. */
export class FinalizeBooking {
  private readonly deps: { network: FerryNetwork };
  constructor(deps: { network: FerryNetwork }) {
    this.deps = deps;
  }

  execute(input: BookingReference): BookingAnswer {
    return onBooking(this.deps.network, input, 'finalizeBooking', input.orderCode);
  }
}
