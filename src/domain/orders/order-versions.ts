import { type LegStatus, legStatusInOrder } from './leg-status.ts';
import type { Order } from './order.ts';
import type { OrderStatus } from './order-status.ts';

/**
 * The order as a record of versions (issue #46, decision 0116): every move that changes what the order is —
 * its status, a leg moved to another sailing, a passenger corrected, an item added, a leg cancelled or
 * refunded, tickets issued — appends one version, what each leg was from that moment. A notice, a right or a
 * document about an earlier moment reads the version of that moment, never the legs as they are now.
 */

/** One leg as it stood in a version: the sailing it was on, who sailed it, with which tickets, and its state. */
export interface LegVersion {
  tripId: string;
  companyCode: string;
  companyName: string;
  vesselName: string;
  from: string;
  to: string;
  departure: string;
  arrival: string;
  passengers: string[];
  tickets: string[];
  status: LegStatus;
}

export interface OrderVersion {
  /** 1 for the first version recorded, then one more per change. */
  number: number;
  /** The timeline cause of the move that made it (`adminCause.<code>`). */
  cause: string;
  at: string;
  status: OrderStatus;
  legs: LegVersion[];
}

/** What a version records of the order: its status and each leg as it stands. */
export function versionContents(order: Order): Pick<OrderVersion, 'status' | 'legs'> {
  return {
    status: order.status,
    legs: order.legs.map((leg, legIndex) => ({
      tripId: leg.booking.tripId,
      companyCode: leg.booking.company,
      companyName: leg.companyName,
      vesselName: leg.vesselName,
      from: leg.booking.departurePort,
      to: leg.booking.destinationPort,
      departure: leg.booking.departureDatetime,
      arrival: leg.booking.arrivalDateTime,
      passengers: leg.booking.passengers.map((passenger) => `${passenger.name} ${passenger.surname}`),
      tickets: order.tickets
        .filter((ticket) => ticket.legIndex === legIndex)
        .map((ticket) => ticket.ticketNumber),
      status: legStatusInOrder(order, leg),
    })),
  };
}

/** Whether a move made a new version: something a version records differs. */
export function isNewVersion(before: Order, after: Order): boolean {
  return JSON.stringify(versionContents(before)) !== JSON.stringify(versionContents(after));
}

/** The version in force at an instant: the latest made at or before it (the first, for an earlier instant). */
function versionAt(versions: readonly OrderVersion[], instant: string): OrderVersion | null {
  const ordered = [...versions].sort((a, b) => a.number - b.number);
  const at = Date.parse(instant);
  return ordered.filter((version) => Date.parse(version.at) <= at).at(-1) ?? ordered[0] ?? null;
}

/**
 * One leg's sailing at an instant and now: `moved` when the leg has left that sailing since (a change of
 * sailing, a rebooking), so what happened to it then is history for the leg.
 */
export function legThenAndNow(
  versions: readonly OrderVersion[],
  legIndex: number,
  instant: string,
  now: Pick<LegVersion, 'tripId'> | undefined,
): { asRecorded: LegVersion; moved: boolean } | null {
  const asRecorded = versionAt(versions, instant)?.legs[legIndex];
  if (!asRecorded) return null;
  return { asRecorded, moved: now !== undefined && now.tripId !== asRecorded.tripId };
}
