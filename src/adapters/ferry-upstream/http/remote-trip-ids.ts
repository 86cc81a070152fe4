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
