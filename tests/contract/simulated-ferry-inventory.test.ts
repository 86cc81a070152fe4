import { afterAll, beforeAll } from 'vitest';
import { createSimulatedNetwork } from '#adapters/ferry-upstream/simulated/simulated-network.ts';
import type { FerryInventory } from '#application/ports/ferry-inventory.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { testClock } from '../support/test-today.ts';
import { bookingNeedsContract } from './booking-needs.contract.ts';
import { ferryChangesContract } from './ferry-changes.contract.ts';
import { ferryClaimsContract } from './ferry-claims.contract.ts';
import { ferryDisruptionsContract } from './ferry-disruptions.contract.ts';
import { ferryInventoryContract } from './ferry-inventory.contract.ts';
import { ferryLegCancellationContract } from './ferry-leg-cancellation.contract.ts';

let database: TestDatabase;
let inventory: FerryInventory;
/** The systems' clock, moved on by the claims contract. */
let offsetMs = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const clock = testClock();
  const network = createSimulatedNetwork({
    knex: database.knex,
    clock: { now: () => new Date(clock.now().getTime() + offsetMs) },
    holdMinutes: 20,
    systems: ['ferryhub'],
  });
  inventory = network.upstreams[0]!;
});
afterAll(async () => {
  await database?.destroy();
});

ferryInventoryContract('the simulated ferryhub system', () => inventory);
bookingNeedsContract('the simulated ferryhub system', () => inventory);
ferryChangesContract('the simulated ferryhub system', () => inventory);
ferryDisruptionsContract('the simulated ferryhub system', () => inventory);
ferryLegCancellationContract('the simulated ferryhub system', () => inventory);
// Last: the claims contract moves the system's clock on (claims are decided later), and the contracts above
// read the times they are told against the real clock.
ferryClaimsContract(
  'the simulated ferryhub system',
  () => inventory,
  (ms) => {
    offsetMs += ms;
  },
);
