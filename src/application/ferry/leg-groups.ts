import type { LegRequest } from '../ports/ferry-booking-requests.ts';
import type { InventoryError } from '../ports/ferry-inventory.ts';

/** A leg as the booking API sends it: the upstream system that sells the trip, and the request. */
export interface AgentLegRequest extends LegRequest {
  agentName: string;
}

export interface LegGroup {
  agentName: string;
  /** Indexes in the original request, in order. */
  indexes: number[];
  legs: LegRequest[];
}

/** Legs of one booking grouped by the system that sells them (a round trip may use two systems). */
export function groupLegsByAgent(legs: AgentLegRequest[]): LegGroup[] {
  const groups = new Map<string, LegGroup>();
  legs.forEach(({ agentName, ...leg }, index) => {
    const group = groups.get(agentName) ?? { agentName, indexes: [], legs: [] };
    group.indexes.push(index);
    group.legs.push(leg);
    groups.set(agentName, group);
  });
  return [...groups.values()];
}

/** An upstream names `legs[k]` of the legs it saw; the caller knows that leg by its own index. */
export function inOriginalTerms(error: InventoryError, group: LegGroup): InventoryError {
  if (!error.path) return error;
  return {
    ...error,
    path: error.path.replace(/^legs\[(\d+)\]/, (_, k: string) => `legs[${group.indexes[Number(k)] ?? k}]`),
  };
}
