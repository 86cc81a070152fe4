import type { InsertBookingRequest } from '../ports/ferry-booking-requests.ts';
import { type BookingAnswer, type BookingReference, insertDetails } from './booking-lifecycle.ts';
import type { FerryNetwork } from './ferry-network.ts';

export type InsertBookingInput = BookingReference & Omit<InsertBookingRequest, 'orderCode'>;

/** Records the leader and passenger details on a held booking (booking API `insert-booking`). */
export class InsertBooking {
  private readonly deps: { network: FerryNetwork };
  constructor(deps: { network: FerryNetwork }) {
    this.deps = deps;
  }

  execute(input: InsertBookingInput): BookingAnswer {
    const { orderCode, agentName, sessionId, ...details } = input;
    return insertDetails(this.deps.network, { orderCode, agentName, sessionId }, details);
  }
}
