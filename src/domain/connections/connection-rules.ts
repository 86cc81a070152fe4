import type { Trip } from '../trips/trip.ts';
import { transferBetween } from './port-transfers.ts';

/** Issue #28: an itinerary changes ship at most twice, so three legs at most. */
export const MAX_CHANGES = 2;

/**
 * The ports a connection may change at (decision 0080): the ones the most lines call at in the network's
 * timetable (Piraeus 20 lines, Santorini 9, Paros and Naxos 8, Syros and Mykonos 7, Rafina 5) and Heraklion,
 * the gate to Crete. Few hubs keep the search bounded: at most one question per hub and day per leg.
 */
export const CONNECTION_HUBS: readonly string[] = ['PIR', 'PAS', 'JNX', 'SYR', 'JMK', 'RAF', 'JTR', 'HER'];

/**
 * A later sailing than this is a stay, not a change: the same 24 hours as the protected-connections rule
 * (decision 0076), so every itinerary offered is protected once booked.
 */
const MAX_WAIT_MINUTES = 24 * 60;

/** Before this hour a traveller who arrived waits through the night at the port. */
const NIGHT_ENDS = 5;

/** A change between two ports of one town: where the traveller lands and the least the road takes. */
interface PortChange {
  from: string;
  minimumMinutes: number;
}

/** One change of ship: where, how long the traveller waits, and whether the wait spans a night. */
export interface ItineraryChange {
  /** The port the next sailing leaves from. */
  port: string;
  waitMinutes: number;
  overnight: boolean;
  /** Landed at another port of the same town (decision 0093): shown, never proposed silently; else null. */
  byRoad: PortChange | null;
}

const MINUTE = 60_000;

/**
 * A wait spans a night when the next sailing leaves on a later day than the traveller arrived, or the
 * traveller arrives in the small hours: either way they need somewhere to sleep or a night on the quay.
 */
function isOvernight(arrival: string, departure: string): boolean {
  return departure.slice(0, 10) > arrival.slice(0, 10) || Number(arrival.slice(11, 13)) < NIGHT_ENDS;
}

/**
 * The change from `arriving` to `leaving`, or null when it is none: a port of another town, less than the
 * transfer's minimum time (same quay, other quay, or by road to another port of the town; decision 0093),
 * or a wait longer than a day.
 */
export function changeBetween(arriving: Trip, leaving: Trip): ItineraryChange | null {
  const transfer = transferBetween(
    { port: arriving.to, company: arriving.company.code, otherEnd: arriving.from },
    { port: leaving.from, company: leaving.company.code, otherEnd: leaving.to },
  );
  if (!transfer) return null;
  const waitMinutes = Math.round(
    (Date.parse(leaving.departureDatetime) - Date.parse(arriving.arrivalDatetime)) / MINUTE,
  );
  if (waitMinutes < transfer.minutes || waitMinutes > MAX_WAIT_MINUTES) return null;
  return {
    port: leaving.from,
    waitMinutes,
    overnight: isOvernight(arriving.arrivalDatetime, leaving.departureDatetime),
    byRoad: transfer.kind === 'otherPort' ? { from: arriving.to, minimumMinutes: transfer.minutes } : null,
  };
}
