import type { BookingStatus, Ticket, UpstreamBooking } from '#application/ports/upstream-booking.ts';
import type { LiknossBooking, LiknossPricedTrip } from './liknoss-schemas.ts';
import { instantOfAthensTime } from './liknoss-time.ts';
import { legPricingOf, legRequestOf } from './pricing-mapping.ts';
import { passengerTypeOf } from './request-mapping.ts';
import { tripIdOf, tripKeyOf } from './trip-key.ts';
import { LIKNOSS_FARE } from './trip-mapping.ts';

/**
 * Liknoss keeps no status word: a booking is issued (`ticketed`) or an option until its `optionDateTime`,
 * and a cancelled passenger's `action` is CANCELLED. Cancelled before issue is Kyma's failed hold; an
 * option whose passengers all have names is one whose traveller details are in (Kyma's inserted).
 */
function statusOf(booking: LiknossBooking, now: Date): BookingStatus {
  const passengers = booking.trips.flatMap((trip) => trip.passengers);
  if (passengers.length > 0 && passengers.every((passenger) => passenger.action === 'CANCELLED'))
    return booking.ticketed ? 'cancelled' : 'failed';
  if (booking.ticketed) return 'confirmed';
  const option = booking.trips[0]?.optionDateTime;
  if (option && Date.parse(instantOfAthensTime(option)) <= now.getTime()) return 'expired';
  return passengers.every((passenger) => passenger.surname) ? 'inserted' : 'held';
}

function tripCancelled(trip: LiknossPricedTrip): boolean {
  return trip.passengers.length > 0 && trip.passengers.every((passenger) => passenger.action === 'CANCELLED');
}

function ticketsOf(trip: LiknossPricedTrip, legIndex: number): Ticket[] {
  return trip.passengers.flatMap((passenger, passengerIndex) =>
    passenger.ticket && passenger.action !== 'CANCELLED'
      ? [
          {
            ticketNumber: `${passenger.ticket.letter}${passenger.ticket.number}`,
            legIndex,
            passengerIndex,
            passengerType: passengerTypeOf(passenger.type, passenger.discount?.idOrCode),
            accommodationType: trip.accommodationRequests[passengerIndex]?.idOrCode ?? '',
            price: passenger.price.total,
          },
        ]
      : [],
  );
}

/** A Liknoss booking as Kyma's: its crsReservationId is the order code. */
export function bookingOf(booking: LiknossBooking, agentName: string, now: Date): UpstreamBooking {
  const status = statusOf(booking, now);
  const legs = booking.trips.map((trip) => ({
    tripId: tripIdOf(tripKeyOf(trip)),
    companyCode: trip.vessel.company.abbreviation,
    vesselCode: trip.vessel.idOrCode,
    from: trip.origin.idOrCode,
    to: trip.destination.idOrCode,
    departureDatetime: trip.departureDateTimeWithTimezone,
    arrivalDatetime: trip.arrivalDateTimeWithTimezone,
    pricing: legPricingOf(trip, LIKNOSS_FARE.code),
    request: legRequestOf(trip),
    // One trip cancelled alone (its passengers CANCELLED, the booking not): Liknoss says not when, so the
    // read that found it is the time Kyma knows.
    ...(status === 'confirmed' && tripCancelled(trip) && { cancelledAt: now.toISOString() }),
  }));
  const leader = booking.leader;
  const option = booking.trips[0]?.optionDateTime;
  const createdAt = instantOfAthensTime(booking.creationDateTime);
  return {
    orderCode: String(booking.crsReservationId),
    agentName,
    status,
    createdAt,
    expiresAt: option ? instantOfAthensTime(option) : createdAt,
    legs,
    total: legs.reduce((sum, leg) => sum + leg.pricing.tripTotal, 0),
    leader: leader
      ? {
          firstName: leader.firstName,
          lastName: leader.lastName,
          email: leader.email,
          mobile: leader.mobile,
          country: leader.country ?? '',
        }
      : null,
    tickets: booking.trips.flatMap(ticketsOf),
  };
}
