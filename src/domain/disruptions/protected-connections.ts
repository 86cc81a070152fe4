import { type Berth, transferBetween } from '../connections/port-transfers.ts';
import type { SailingDisruption } from './disruption.ts';

/** A later sailing from the port (or town) of arrival is a stay there, not a connection. */
const CONNECTION_HOURS = 24;
const MINUTE = 60_000;

/** What the rule needs of a leg: where and when it starts and ends, and whether it still stands. */
export interface ConnectionLeg {
  departurePort: string;
  destinationPort: string;
  /** The company's code: its quay at the port decides the transfer time (decision 0093). */
  company: string;
  /** ISO 8601 with the port's offset. */
  departureDatetime: string;
  arrivalDateTime: string;
  /** A leg the traveller already cancelled is no one's connection. */
  valid: boolean;
}

const arrivingBerth = (leg: ConnectionLeg): Berth => ({
  port: leg.destinationPort,
  company: leg.company,
  otherEnd: leg.departurePort,
});
const leavingBerth = (leg: ConnectionLeg): Berth => ({
  port: leg.departurePort,
  company: leg.company,
  otherEnd: leg.destinationPort,
});

/** The least time from `from`'s arrival to `next`'s departure, by the transfer table of decision 0093. */
const transferMinutes = (from: ConnectionLeg, next: ConnectionLeg) =>
  transferBetween(arrivingBerth(from), leavingBerth(next))?.minutes;

/**
 * The leg after `from` continues the journey from the port `from` arrives at, or another port of its town
 * (a change by road, decision 0093), within a day.
 */
function isConnection(from: ConnectionLeg, next: ConnectionLeg | undefined): next is ConnectionLeg {
  if (!next?.valid || transferMinutes(from, next) === undefined) return false;
  const gap = Date.parse(next.departureDatetime) - Date.parse(from.arrivalDateTime);
  return gap >= 0 && gap <= CONNECTION_HOURS * 60 * MINUTE;
}

/**
 * For each leg of an order, whether it continues a protected connection from the leg before it: the order
 * page says so (decision 0087), by the same rule that protects it when a disruption comes.
 */
export function protectedConnections(legs: readonly ConnectionLeg[]): boolean[] {
  return legs.map((leg, index) => index > 0 && legs[index - 1]!.valid && isConnection(legs[index - 1]!, leg));
}

/** When the traveller stands on the quay of the leg's destination: never for a cancelled sailing. */
function arrivalAfter(leg: ConnectionLeg, disruption: Pick<SailingDisruption, 'kind' | 'delayMinutes'>) {
  if (disruption.kind === 'cancelled') return Number.POSITIVE_INFINITY;
  const delay = disruption.kind === 'delayed' ? (disruption.delayMinutes ?? 0) : 0;
  return Date.parse(leg.arrivalDateTime) + delay * MINUTE;
}

/**
 * Protected connections: the legs of the order a disruption makes unreachable beyond those it touches. The
 * leg after a touched one is lost when the sailing is cancelled, or when its new arrival leaves less than the
 * change's minimum transfer time (quay or road, decision 0093) before the next departure; a lost leg loses its own connection in turn.
 */
export function brokenConnections(
  legs: readonly ConnectionLeg[],
  touched: readonly number[],
  disruption: Pick<SailingDisruption, 'kind' | 'delayMinutes'>,
): number[] {
  const broken: number[] = [];
  for (const index of [...touched].sort((a, b) => a - b)) {
    let reachedAt = arrivalAfter(legs[index]!, disruption);
    for (let at = index; isConnection(legs[at]!, legs[at + 1]); at++) {
      const next = legs[at + 1]!;
      const needed = transferMinutes(legs[at]!, next)! * MINUTE;
      if (reachedAt + needed <= Date.parse(next.departureDatetime)) break;
      if (touched.includes(at + 1) || broken.includes(at + 1)) break;
      broken.push(at + 1);
      reachedAt = Number.POSITIVE_INFINITY;
    }
  }
  return broken;
}
