import { randomInt } from 'node:crypto';
import type { Ticket } from '#application/ports/upstream-booking.ts';
import type { StoredBooking } from '../network/stored-booking.ts';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomCode(prefix: string, length: number): string {
  let code = prefix;
  for (let index = 0; index < length; index++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export function newOrderCode(prefix: string): string {
  return randomCode(prefix, 8);
}

/** Ticket numbers are drawn at random: a ticket in someone's hand must not reveal the booking's order code. */
export function issueTickets(booking: StoredBooking): Ticket[] {
  return booking.legs.flatMap((leg, legIndex) =>
    leg.request.passengers.map((passenger, passengerIndex) => ({
      ticketNumber: randomCode(leg.companyCode, 9),
      legIndex,
      passengerIndex,
      passengerType: passenger.passengerType,
      accommodationType: passenger.accommodationType,
      price: leg.pricing.passengerPrices.items[passengerIndex]?.total ?? 0,
    })),
  );
}
