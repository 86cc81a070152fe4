import type { Knex } from 'knex';
import type { Clock } from '#application/ports/clock.ts';
import { AvailabilityStore } from '../network/availability-store.ts';
import { CausedDisruptions } from '../network/caused-disruptions.ts';
import { ChangeStore } from '../network/change-store.ts';
import { ClaimStore } from '../network/claim-store.ts';
import type { UpstreamBehaviour } from './fault-injection.ts';
import { SimulatedFerryInventory } from './simulated-ferry-inventory.ts';
import { UPSTREAM_SYSTEMS } from './upstream-systems.ts';

export interface SimulatedNetworkOptions {
  knex: Knex;
  clock: Clock;
  holdMinutes: number;
  /** System names to run; all of them when absent. */
  systems?: string[];
  /** Behaviour of every system, then per system by name. */
  behaviour?: Partial<UpstreamBehaviour>;
  behaviours?: Record<string, Partial<UpstreamBehaviour>>;
}

/** The embedded ferry network: every simulated system over one availability store. */
export function createSimulatedNetwork(options: SimulatedNetworkOptions): {
  store: AvailabilityStore;
  upstreams: SimulatedFerryInventory[];
} {
  const store = new AvailabilityStore({ knex: options.knex, now: () => options.clock.now() });
  const claims = new ClaimStore(options.knex);
  const changes = new ChangeStore({ knex: options.knex, now: () => options.clock.now() });
  const caused = new CausedDisruptions(options.knex);
  const wanted = options.systems ? new Set(options.systems) : undefined;
  const upstreams = UPSTREAM_SYSTEMS.filter((system) => !wanted || wanted.has(system.name)).map(
    (system) =>
      new SimulatedFerryInventory({
        system,
        store,
        claims,
        changes,
        caused,
        clock: options.clock,
        holdMinutes: options.holdMinutes,
        behaviour: { ...options.behaviour, ...options.behaviours?.[system.name] },
      }),
  );
  return { store, upstreams };
}

/**
 * Reads `FERRY_UPSTREAM_FAULTS`: `name:key=value,key=value;name2:…` with keys latencyMs, jitterMs,
 * timeoutRate, errorRate, malformedRate, slowBodyRate, slowBodyMs, hangMs; `*` names every system.
 */
export function parseBehaviours(text: string | undefined): Record<string, Partial<UpstreamBehaviour>> {
  const behaviours: Record<string, Partial<UpstreamBehaviour>> = {};
  for (const part of (text ?? '')
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, settings = ''] = part.split(':');
    const behaviour: Partial<UpstreamBehaviour> = {};
    for (const setting of settings.split(',').filter(Boolean)) {
      const [key, value] = setting.split('=');
      const number = Number(value);
      if (key && Number.isFinite(number)) (behaviour as Record<string, number>)[key.trim()] = number;
    }
    behaviours[name!.trim()] = behaviour;
  }
  return behaviours;
}
