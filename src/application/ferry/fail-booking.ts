import { type BookingAnswer, type BookingReference, onBooking } from './booking-lifecycle.ts';
import type { FerryNetwork } from './ferry-network.ts';

/** Payment failed or was abandoned: releases the hold at once (booking API `failed-booking`). */
export class FailBooking {
  private readonly deps: { network: FerryNetwork };
  constructor(deps: { network: FerryNetwork }) {
    this.deps = deps;
  }

  execute(input: BookingReference): BookingAnswer {
    return onBooking(this.deps.network, input, 'failBooking', input.orderCode);
  }
}
