import type { InventoryError } from '#application/ports/ferry-inventory.ts';
import type { UpstreamBooking } from '#application/ports/upstream-booking.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Transition } from '../network/availability-store.ts';
import type { StoredBooking } from '../network/stored-booking.ts';

export const bookingNotFound = (orderCode: string): InventoryError => ({
  code: 'bookingNotFound',
  message: `no booking ${orderCode}`,
});

export const tripNotFound = (tripId: string): InventoryError => ({
  code: 'tripNotFound',
  message: `no trip ${tripId}`,
});

/** The booking as the port shows it: the store's record without the user id, dates as ISO text. */
export function upstreamBooking(booking: StoredBooking): UpstreamBooking {
  return {
    orderCode: booking.orderCode,
    agentName: booking.agentName,
    status: booking.status,
    createdAt: booking.createdAt.toISOString(),
    expiresAt: booking.expiresAt.toISOString(),
    legs: booking.legs,
    total: booking.total,
    leader: booking.leader,
    tickets: booking.tickets,
  };
}

/** What a booking's state change answers: the booking, or the upstream's error for why it did not happen. */
export function transitionAnswer(
  transition: Transition,
  orderCode: string,
): Result<UpstreamBooking, InventoryError> {
  if (transition.ok) return ok(upstreamBooking(transition.booking));
  switch (transition.error) {
    case 'bookingNotFound':
      return err(bookingNotFound(orderCode));
    case 'bookingExpired':
      return err({
        code: 'bookingExpired',
        message: `the hold on ${orderCode} has lapsed; its places were released`,
      });
    default:
      return err({
        code: 'invalidBookingState',
        message: `booking ${orderCode} is ${transition.booking?.status ?? 'in another state'}`,
      });
  }
}
