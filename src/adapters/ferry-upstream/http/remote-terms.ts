import type { InventoryError } from '#application/ports/ferry-inventory.ts';
import type { BookedLeg, UpstreamBooking } from '#application/ports/upstream-booking.ts';

/**
 * A system speaking the booking/ contract may itself front several systems (another Kyma does), and its
 * booking calls need the name of the one that sells each trip. Kyma sees that system as one upstream, so
 * the remote agent's name travels inside the trip id: `attica-direct~BSF1-O-20270715-0725-PIR-JTR`.
 */
const SEPARATOR = '~';

export function remoteTripId(remoteAgent: string, tripId: string): string {
  return `${remoteAgent}${SEPARATOR}${tripId}`;
}

export function parseRemoteTripId(id: string): { remoteAgent: string; tripId: string } | undefined {
  const at = id.indexOf(SEPARATOR);
  if (at <= 0 || at === id.length - 1) return undefined;
  return { remoteAgent: id.slice(0, at), tripId: id.slice(at + 1) };
}

/** The remote's booking in Kyma's terms: this system's name, trip ids that name the remote agent. */
export function inKymaTerms(
  booking: Record<string, unknown> & {
    agentName: string;
    legs: Array<{ tripId: string; request: { tripId: string } }>;
  },
  agentName: string,
): UpstreamBooking {
  const legs = booking.legs.map((leg) => ({
    ...leg,
    tripId: remoteTripId(booking.agentName, leg.tripId),
    request: { ...leg.request, tripId: remoteTripId(booking.agentName, leg.request.tripId) },
  }));
  return {
    ...booking,
    agentName,
    legs: legs as unknown as BookedLeg[],
  } as unknown as UpstreamBooking;
}

export const tripNotFound = (tripId: string): InventoryError => ({
  code: 'tripNotFound',
  message: `no trip ${tripId}`,
});
