import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Knex } from 'knex';
import { COMPANIES } from '#adapters/ferry-upstream/catalogue/companies.ts';
import { AvailabilityStore } from '#adapters/ferry-upstream/network/availability-store.ts';
import { CausedDisruptions } from '#adapters/ferry-upstream/network/caused-disruptions.ts';
import { ChangeStore } from '#adapters/ferry-upstream/network/change-store.ts';
import { ClaimStore } from '#adapters/ferry-upstream/network/claim-store.ts';
import type { UpstreamBehaviour } from '#adapters/ferry-upstream/simulated/fault-injection.ts';
import { SimulatedFerryInventory } from '#adapters/ferry-upstream/simulated/simulated-ferry-inventory.ts';
import { parseBehaviours } from '#adapters/ferry-upstream/simulated/simulated-network.ts';
import { openDatabase } from '#adapters/postgres/database.ts';
import { migrateToLatest } from '#adapters/postgres/migrator.ts';
import type { Clock } from '#application/ports/clock.ts';
import { testClock } from '../test-today.ts';
import { createLiknossServer, type LiknossAccount } from './liknoss-server.ts';

/** The demonstration agency account of the local server (and of `npm run start:liknoss`). */
export const LOCAL_LIKNOSS_ACCOUNT: LiknossAccount = {
  agencyCode: 'KYMA-LOCAL',
  user: 'kyma',
  password: 'local-liknoss',
  signature: 'local-signature',
};

export interface LocalLiknossOptions {
  knex: Knex;
  clock: Clock;
  holdMinutes: number;
  behaviour?: Partial<UpstreamBehaviour>;
  /** Where asking for fees cancels; Seajets by default, as some companies do at Liknoss. */
  quoteCancelsAt?: string[];
  /** Companies another system sells in this trial (e.g. the local FerryGateway's), left out here. */
  soldElsewhere?: string[];
  port?: number;
}

/**
 * Starts a local Liknoss server on 127.0.0.1 over its own simulated system: the companies Liknoss sells
 * (every one but the direct-only Grimaldi), sharing the network's places in the database.
 */
export async function startLocalLiknoss(
  options: LocalLiknossOptions,
): Promise<{ url: string; close(): Promise<void> }> {
  const inventory = new SimulatedFerryInventory({
    system: {
      name: 'liknoss-local',
      title: 'Liknoss (local server)',
      companies: COMPANIES.map((company) => company.code).filter(
        (code) => code !== 'GRI' && !options.soldElsewhere?.includes(code),
      ),
      markup: 1,
      orderPrefix: 'LK',
    },
    store: new AvailabilityStore({ knex: options.knex, now: () => options.clock.now() }),
    claims: new ClaimStore(options.knex),
    changes: new ChangeStore({ knex: options.knex, now: () => options.clock.now() }),
    caused: new CausedDisruptions(options.knex),
    clock: options.clock,
    holdMinutes: options.holdMinutes,
    behaviour: options.behaviour,
  });
  const app = createLiknossServer({
    inventory,
    account: LOCAL_LIKNOSS_ACCOUNT,
    quoteCancelsAt: options.quoteCancelsAt ?? ['SJ'],
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(options.port ?? 0, '127.0.0.1', () => resolve(listening));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface LiknossForSiteOptions {
  /** The database of its sailings: a PostgreSQL URL, or else an embedded one in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  port: number;
  holdMinutes: number;
  /** `key=value,…` as in FERRY_UPSTREAM_FAULTS. */
  faults?: string;
  soldElsewhere?: string[];
}

/**
 * The local Liknoss server on its own (migrated) database, and the variables that make a site sell through
 * it alone: `npm run start:liknoss` and the Liknoss browser tests start the site with them.
 */
export async function startLiknossForSite(options: LiknossForSiteOptions) {
  const knex = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  await migrateToLatest(knex);
  const liknoss = await startLocalLiknoss({
    knex,
    clock: testClock(),
    holdMinutes: options.holdMinutes,
    behaviour: parseBehaviours(`*:${options.faults ?? ''}`)['*'],
    port: options.port,
    soldElsewhere: options.soldElsewhere,
  });
  return {
    url: liknoss.url,
    env: {
      FERRY_UPSTREAMS: 'liknoss',
      LIKNOSS_URL: liknoss.url,
      LIKNOSS_AGENCY_CODE: LOCAL_LIKNOSS_ACCOUNT.agencyCode,
      LIKNOSS_USER: LOCAL_LIKNOSS_ACCOUNT.user,
      LIKNOSS_PASSWORD: LOCAL_LIKNOSS_ACCOUNT.password,
      LIKNOSS_SIGNATURE: LOCAL_LIKNOSS_ACCOUNT.signature,
    },
    async close() {
      await liknoss.close();
      await knex.destroy();
    },
  };
}
