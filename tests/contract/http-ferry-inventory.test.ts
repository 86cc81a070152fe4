import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { HttpFerryInventory } from '#adapters/ferry-upstream/http/http-ferry-inventory.ts';
import { loadConfig } from '#config';
import { type Composition, compose, PORTS } from '#container';
import { createBookingRouter } from '#web/api/booking/booking-router.ts';
import { AGENT_ACCOUNT, agentToken } from '../support/agent-account.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { TEST_CLOCK_ENV } from '../support/test-today.ts';
import { bookingNeedsContract } from './booking-needs.contract.ts';
import { familyCartContract } from './family-cart.contract.ts';
import { ferryChangesContract } from './ferry-changes.contract.ts';
import { ferryClaimsContract } from './ferry-claims.contract.ts';
import { ferryDisruptionsContract } from './ferry-disruptions.contract.ts';
import { ferryInventoryContract } from './ferry-inventory.contract.ts';
import { ferryLegCancellationContract } from './ferry-leg-cancellation.contract.ts';

let database: TestDatabase;
let composition: Composition;
let server: Server;
let inventory: HttpFerryInventory;

// The other side is Kyma itself, composed as in production (simulated network, Redis), serving booking/.
beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    ...TEST_CLOCK_ENV,
    DATABASE_URL: database.url,
    REDIS_URL: inject('redisUrl'),
    LOG_LEVEL: 'silent',
    // Searches are cached by query across test runs in the shared Redis; availability must be live here.
    FERRY_SEARCH_CACHE_TTL_SECONDS: '0',
    // Kyma calls a partner's booking/ API as an agent: the raw booking calls need a staff or agent token.
    ...AGENT_ACCOUNT,
  });
  composition = await compose(config, pino({ level: 'silent' }));
  await composition.prepareStorage({ migrate: true });
  const app = express();
  app.use(
    '/booking',
    createBookingRouter(composition.services.ferry, { agents: composition.services.authorizeAgent }),
  );

  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  inventory = new HttpFerryInventory({
    name: 'kyma-remote',
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/booking`,
    token: await agentToken(composition),
    attemptTimeoutMs: 5000,
    retries: 1,
    backoffMs: 50,
    breakerThreshold: 5,
    breakerCoolDownMs: 10_000,
  });
});
afterAll(async () => {
  if (server) await new Promise((resolve) => server.close(resolve));
  await composition?.close();
  await database?.destroy();
});

ferryInventoryContract("the HTTP adapter against Kyma's own booking/ API", () => inventory);
bookingNeedsContract("the HTTP adapter against Kyma's own booking/ API", () => inventory);
familyCartContract("the HTTP adapter against Kyma's own booking/ API", () => inventory);
ferryChangesContract("the HTTP adapter against Kyma's own booking/ API", () => inventory);
ferryDisruptionsContract("the HTTP adapter against Kyma's own booking/ API", () => inventory);
ferryLegCancellationContract("the HTTP adapter against Kyma's own booking/ API", () => inventory);
// Last: the claims contract moves the system's clock on (claims are decided later), and the contracts above
// read the times they are told against the real clock. The remote's claims follow its clock: the contract
// moves that clock (the one object every system reads).
ferryClaimsContract(
  "the HTTP adapter against Kyma's own booking/ API",
  () => inventory,
  (ms) => {
    const clock = composition.container.get(PORTS.clock);
    const before = clock.now;
    clock.now = () => new Date(before().getTime() + ms);
  },
);
