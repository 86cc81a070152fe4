import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINES } from '#adapters/ferry-upstream/catalogue/lines.ts';
import { runsStartingOn, tripIdsOf } from '#adapters/ferry-upstream/network/timetable.ts';
import { createSimulatedNetwork } from '#adapters/ferry-upstream/simulated/simulated-network.ts';
import type { FerryInventory } from '#application/ports/ferry-inventory.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { testClock, testDay } from '../support/test-today.ts';
import { bookingNeedsContract } from './booking-needs.contract.ts';
import { familyCartContract } from './family-cart.contract.ts';
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

describe('the sailing of a trip (the cap on unpaid places counts by it, decision 0107)', () => {
  it('is the voyage for every pair of its stops, as its status names it, and a trip it does not know itself', async () => {
    const line = LINES.find(
      (each) => each.stops.length === 6 && runsStartingOn(each, testDay(1)).length > 0,
    )!;
    const run = runsStartingOn(line, testDay(1))[0]!;
    const tripIds = tripIdsOf(run);
    expect(tripIds).toHaveLength(15);
    expect(new Set(tripIds.map((tripId) => inventory.sailingIdOf(tripId)))).toEqual(new Set([run.sailingId]));
    const status = await inventory.capabilities.disruptions!.sailingStatus(tripIds[7]!);
    expect(status.ok && status.value.sailingId).toBe(run.sailingId);
    expect(inventory.sailingIdOf('no-such-trip')).toBe('no-such-trip');
  });
});

ferryInventoryContract('the simulated ferryhub system', () => inventory);
bookingNeedsContract('the simulated ferryhub system', () => inventory);
familyCartContract('the simulated ferryhub system', () => inventory);
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
