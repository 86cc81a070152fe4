import type { Result } from '#domain/shared/result.ts';
import type { InsertBookingRequest } from '../ports/ferry-booking-requests.ts';
import type { UpstreamBooking } from '../ports/upstream-booking.ts';
import type { FerryError, FerryNetwork } from './ferry-network.ts';

/** Names one upstream booking; without `agentName` every upstream is asked (order codes are unique). */
export interface BookingReference {
  orderCode: string;
  agentName?: string;
  sessionId?: string;
}

export type BookingAnswer = Promise<Result<UpstreamBooking, FerryError>>;

export function onBooking(
  network: FerryNetwork,
  reference: BookingReference,
  call: 'finalizeBooking' | 'failBooking' | 'retrieveBooking',
): BookingAnswer {
  return network.route(
    reference.agentName,
    (upstream, options) => upstream[call](reference.orderCode, options),
    { sessionId: reference.sessionId },
  );
}

export function insertDetails(
  network: FerryNetwork,
  reference: BookingReference,
  request: Omit<InsertBookingRequest, 'orderCode'>,
): BookingAnswer {
  return network.route(
    reference.agentName,
    (upstream, options) => upstream.insertBooking({ ...request, orderCode: reference.orderCode }, options),
    {
      sessionId: reference.sessionId,
    },
  );
}
