/**
 * What a ferry system tells about one of its sailings after it was put on sale (issue #26, decision 0069):
 * cancelled, late (with the new times), sailed by another ship, or under a weather warning.
 */
export const DISRUPTION_KINDS = ['cancelled', 'delayed', 'vesselChanged', 'weatherWarning'] as const;
export type DisruptionKind = (typeof DISRUPTION_KINDS)[number];

/** One event of an upstream's feed, about one sailing (a ship's voyage, all its stops). */
export interface SailingDisruption {
  /** The upstream's id of the event: the same event always has the same id. */
  id: string;
  /** The upstream system that told it; orders match it only on legs that system sells. */
  agentName: string;
  sailingId: string;
  companyCode: string;
  kind: DisruptionKind;
  /** Every trip of the sailing (each pair of its stops in sailing order), as the upstream's trip ids. */
  tripIds: string[];
  /** The first and last port of the sailing, and the area (region) of the first. */
  from: string;
  to: string;
  area: string;
  /** Scheduled departure from the first port and arrival at the last (ISO 8601 instants). */
  departure: string;
  arrival: string;
  /** For `delayed`: by how much, and the new times at the first and last port. */
  delayMinutes: number | null;
  newDeparture: string | null;
  newArrival: string | null;
  /** For `vesselChanged`: the ship that sails instead. */
  vesselName: string | null;
  occurredAt: string;
}

/** Where a sailing stands after what its upstream told: cancelled wins over late, late over on time. */
type SailingState = 'scheduled' | 'delayed' | 'cancelled';

export interface SailingStatus {
  sailingId: string;
  state: SailingState;
  /** The latest delay told, in minutes (0 on time). */
  delayMinutes: number;
  disruptions: SailingDisruption[];
}

/** The state of a sailing from its events, the latest delay counting (a second delay replaces the first). */
export function sailingStatusOf(sailingId: string, disruptions: SailingDisruption[]): SailingStatus {
  const ordered = [...disruptions].sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
  const delays = ordered.filter((event) => event.kind === 'delayed');
  const delayMinutes = delays.at(-1)?.delayMinutes ?? 0;
  const state: SailingState = ordered.some((event) => event.kind === 'cancelled')
    ? 'cancelled'
    : delayMinutes > 0
      ? 'delayed'
      : 'scheduled';
  return { sailingId, state, delayMinutes, disruptions: ordered };
}

/** Staff cause an event on demand (demonstrations, tests): cancel a sailing, or delay it by N minutes. */
export type DisruptionRequest =
  | { tripId: string; kind: 'cancelled' }
  | { tripId: string; kind: 'delayed'; delayMinutes: number };

/** A delay staff may cause: at least five minutes, at most two days. */
export const MAX_DELAY_MINUTES = 2 * 24 * 60;
export const MIN_DELAY_MINUTES = 5;
