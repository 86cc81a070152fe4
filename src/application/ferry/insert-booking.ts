import type { InsertBookingRequest } from '../ports/ferry-booking-requests.ts';
import { type BookingAnswer, type BookingReference, onBooking } from './booking-lifecycle.ts';
import type { FerryNetwork } from './ferry-network.ts';

export type InsertBookingInput = BookingReference & Omit<InsertBookingRequest, 'orderCode'>;

/** Records the leader and passenger details on a held booking (booking API `insert-booking`). */
export class InsertBooking {
  private readonly deps: { network: FerryNetwork };
  constructor(deps: { network: FerryNetwork }) {
    this.deps = deps;
  }

  execute(input: InsertBookingInput): BookingAnswer {
    const { agentName, sessionId, ...request } = input;
    return onBooking(this.deps.network, { agentName, sessionId }, 'insertBooking', request);
  }
}
