import { type BookingAnswer, type BookingReference, onBooking } from './booking-lifecycle.ts';
import type { FerryNetwork } from './ferry-network.ts';

/** A booking by order code (booking API `retrieve-booking`). */
export class RetrieveBooking {
  private readonly deps: { network: FerryNetwork };
  constructor(deps: { network: FerryNetwork }) {
    this.deps = deps;
  }

  execute(input: BookingReference): BookingAnswer {
    return onBooking(this.deps.network, input, 'retrieveBooking', input.orderCode);
  }
}
