import type { Order } from '#domain/orders/order.ts';
import { ok } from '#domain/shared/result.ts';
import type { FailBooking } from '../ferry/fail-booking.ts';
import type { InsertBooking } from '../ferry/insert-booking.ts';
import type { UpstreamBooking } from '../ports/upstream-booking.ts';

/** Records the traveller details of a new order at each upstream system that holds some of its legs. */
export async function insertTravellerDetails(
  insertBooking: InsertBooking,
  order: Order,
  bookings: UpstreamBooking[],
  sessionId: string | undefined,
) {
  for (const booking of bookings) {
    const legs = order.legs.filter((leg) => leg.agentName === booking.agentName);
    const answer = await insertBooking.execute({
      orderCode: booking.orderCode,
      agentName: booking.agentName,
      sessionId,
      leader: { ...order.leader },
      passengers: legs.map((leg) =>
        leg.booking.passengers.map((p) => ({
          name: p.name,
          surname: p.surname,
          documentId: p.documentId,
          nationality: p.nationality,
          birthDate: p.birthDate,
          // The passenger form (validateLeg, before the hold) refuses a passenger without one.
          sex: p.sex as 'male' | 'female',
        })),
      ),
    });
    if (!answer.ok) return answer;
  }
  return ok(true);
}

/** Gives the held places back at every system at once. */
export async function releaseHolds(
  failBooking: FailBooking,
  bookings: UpstreamBooking[],
  sessionId: string | undefined,
) {
  await Promise.all(
    bookings.map((booking) =>
      failBooking.execute({ orderCode: booking.orderCode, agentName: booking.agentName, sessionId }),
    ),
  );
}
