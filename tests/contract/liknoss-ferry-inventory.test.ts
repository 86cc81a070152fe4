import { afterAll, beforeAll } from 'vitest';
import { LiknossFerryInventory } from '#adapters/liknoss/liknoss-ferry-inventory.ts';
import { LOCAL_LIKNOSS_ACCOUNT, startLocalLiknoss } from '../support/liknoss-server/local-liknoss.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { testClock } from '../support/test-today.ts';
import { bookingNeedsContract } from './booking-needs.contract.ts';
import { familyCartContract } from './family-cart.contract.ts';
import { ferryInventoryContract } from './ferry-inventory.contract.ts';
import { ferryLegCancellationContract } from './ferry-leg-cancellation.contract.ts';

let database: TestDatabase;
let liknoss: { url: string; close(): Promise<void> };
let inventory: LiknossFerryInventory;

// The other side is the local Liknoss server (Liknoss's paths and fields over a simulated system).
beforeAll(async () => {
  database = await createTestDatabase();
  const clock = testClock();
  liknoss = await startLocalLiknoss({
    knex: database.knex,
    clock,
    holdMinutes: 20,
  });
  inventory = new LiknossFerryInventory({
    name: 'liknoss',
    baseUrl: liknoss.url,
    credentials: LOCAL_LIKNOSS_ACCOUNT,
    attemptTimeoutMs: 5000,
    retries: 1,
    backoffMs: 50,
    breakerThreshold: 5,
    breakerCoolDownMs: 10_000,
    now: () => clock.now().getTime(),
  });
});
afterAll(async () => {
  await liknoss?.close();
  await database?.destroy();
});

ferryInventoryContract('the Liknoss adapter against the local Liknoss server', () => inventory, {
  assistance: true,
  accessibleCabins: true,
});
bookingNeedsContract('the Liknoss adapter against the local Liknoss server', () => inventory);
familyCartContract('the Liknoss adapter against the local Liknoss server', () => inventory);
ferryLegCancellationContract('the Liknoss adapter against the local Liknoss server', () => inventory);
