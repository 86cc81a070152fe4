import express from 'express';
import { AvailabilityStore } from '#adapters/ferry-upstream/network/availability-store.ts';
import { CausedDisruptions } from '#adapters/ferry-upstream/network/caused-disruptions.ts';
import { ChangeStore } from '#adapters/ferry-upstream/network/change-store.ts';
import { ClaimStore } from '#adapters/ferry-upstream/network/claim-store.ts';
import { SimulatedFerryInventory } from '#adapters/ferry-upstream/simulated/simulated-ferry-inventory.ts';
import { UPSTREAM_SYSTEMS } from '#adapters/ferry-upstream/simulated/upstream-systems.ts';
import { openDatabase } from '#adapters/postgres/database.ts';
import { migrateToLatest } from '#adapters/postgres/migrator.ts';
import { testClock } from '../test-today.ts';
import { LocalFerryGateway } from './local-ferry-gateway.ts';

/** The trade partner's account at the local gateway (and the browser tests' adapter). */
export const LOCAL_FERRY_GATEWAY_ACCOUNT = { clientId: 'kyma-agency', clientSecret: 'local-secret' };
/** The operator the site buys from the local gateway: Superfast, whose Patras → Ancona it sells. */
export const LOCAL_FERRY_GATEWAY_OPERATORS = ['SF'];

export interface FerryGatewayForSiteOptions {
  /** The database of its sailings: a PostgreSQL URL, or else an embedded one in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  port: number;
  holdMinutes: number;
}

/**
 * The local FerryGateway server over the simulated Attica Group system, selling Superfast alone (the
 * other companies stay Liknoss's, whose fares the direct system would undercut), on its own (migrated)
 * database, and the variables that make a site buy Superfast from it. Besides the protocol's messages it lists its
 * booking references at `GET /local/references`, so a browser test can recall the one it made.
 */
export async function startFerryGatewayForSite(options: FerryGatewayForSiteOptions) {
  const knex = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  await migrateToLatest(knex);
  const clock = testClock();
  const attica = UPSTREAM_SYSTEMS.find((system) => system.name === 'attica-direct')!;
  const system = new SimulatedFerryInventory({
    system: { ...attica, companies: LOCAL_FERRY_GATEWAY_OPERATORS },
    store: new AvailabilityStore({ knex, now: () => clock.now() }),
    claims: new ClaimStore(knex),
    changes: new ChangeStore({ knex, now: () => clock.now() }),
    caused: new CausedDisruptions(knex),
    clock,
    holdMinutes: options.holdMinutes,
  });
  const gateway = new LocalFerryGateway({
    system,
    ...LOCAL_FERRY_GATEWAY_ACCOUNT,
    now: () => clock.now(),
    tokenTtlMs: 15 * 60_000,
  });
  const server = express()
    .get('/local/references', (_req, res) => {
      res.json(gateway.bookings.references());
    })
    .use(gateway.app())
    .listen(options.port, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${options.port}`;
  return {
    url,
    env: {
      FERRY_GATEWAY_URL: url,
      FERRY_GATEWAY_CLIENT_ID: LOCAL_FERRY_GATEWAY_ACCOUNT.clientId,
      FERRY_GATEWAY_CLIENT_SECRET: LOCAL_FERRY_GATEWAY_ACCOUNT.clientSecret,
      FERRY_GATEWAY_OPERATORS: LOCAL_FERRY_GATEWAY_OPERATORS.join(','),
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await knex.destroy();
    },
  };
}
