import path from 'node:path';
import type { Router } from 'express';
import { Container, type ContainerModule } from 'inversify';
import type { Knex } from 'knex';
import { BullmqJobQueue } from '#adapters/bullmq/bullmq-job-queue.ts';
import { openDatabase } from '#adapters/postgres/database.ts';
import type { AppServices } from '#application/app-services.ts';
import type { ContentCache } from '#application/ports/content-cache.ts';
import type { Logger } from '#application/ports/logger.ts';
import type { RenderedPageCache } from '#application/ports/rendered-page-cache.ts';
import type { Config } from '#config';
import { agentsModule } from './agents-module.ts';
import { appServices } from './app-services.ts';
import { authModule } from './auth-module.ts';
import { backOfficeModule } from './back-office-module.ts';
import { checkoutModule } from './checkout-module.ts';
import { claimsModule } from './claims-module.ts';
import { contentModule } from './content-module.ts';
import { courierTaxModule } from './courier-tax-module.ts';
import { disruptionsModule } from './disruptions-module.ts';
import { emailModule } from './email-module.ts';
import { ferryModule } from './ferry-module.ts';
import { fiscalModule } from './fiscal-module.ts';
import { lifecycle } from './lifecycle.ts';
import { marketingModule } from './marketing-module.ts';
import { partnersModule } from './partners-module.ts';
import { paymentsModule } from './payments-module.ts';
import { platformModule } from './platform-module.ts';
import { siteModule } from './site-module.ts';
import { PARTS, PORTS } from './tokens.ts';
import { walletModule } from './wallet-module.ts';

export { backOfficeServices, checkoutServices, ferryServices } from './app-services.ts';
export { PARTS, PORTS } from './tokens.ts';

export interface Composition {
  container: Container;
  services: AppServices;
  /** Applies pending migrations (when asked) and the reference data every process needs. */
  prepareStorage(options: { migrate: boolean }): Promise<void>;
  /** Pages Kyma serves for outside systems it stands in for (the sandbox payment provider), by mount path. */
  providerPages: Array<{ path: string; router: Router }>;
  /** The BullMQ dashboard when jobs run on Redis, for the web server to mount behind the admin scope. */
  queueDashboard: { path: string; router: Router } | null;
  /** Origins the browser posts payment forms to (Cardlink's VPOS), for the CSP's form-action. */
  paymentFormOrigins: string[];
  /** The render cache's store and the content cache whose version keys it. */
  renderedPages: { pages: RenderedPageCache; content: ContentCache };
  /** Relays the outbox to the queue and, when `consumeJobs`, runs the jobs in this process. */
  startBackgroundWork(options: { consumeJobs: boolean }): Promise<void>;
  close(): Promise<void>;
}

const QUEUE_DASHBOARD_PATH = '/admin/queues';
const DATA_TEMPLATE_DIR = path.resolve('build/data-template');

/**
 * Every area's module over one open database, `overrides` loaded last so that their `rebind`s replace
 * adapters before anything is resolved. `compose` uses it; tests and benchmarks call it over a database
 * they opened themselves.
 */
export function createContainer(
  config: Config,
  logger: Logger,
  database: Knex,
  ...overrides: ContainerModule[]
): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    platformModule(config, logger, database),
    siteModule(config),
    ferryModule(config),
    contentModule(config),
    authModule(config),
    emailModule(config),
    checkoutModule(config),
    paymentsModule(config),
    courierTaxModule(config),
    fiscalModule(config),
    marketingModule(config),
    backOfficeModule(config),
    claimsModule(config),
    disruptionsModule(config),
    agentsModule(),
    partnersModule(config),
    walletModule(config),
    ...overrides,
  );
  return container;
}

/**
 * The composition root: one module per area binds each port to the adapter the configuration picks, and
 * each use case to its class. `overrides` are loaded last; their `rebind`s replace adapters (tests).
 */
export async function compose(
  config: Config,
  logger: Logger,
  ...overrides: ContainerModule[]
): Promise<Composition> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    // A first start copies the seeded data folder `npm run build` made (decision 0036).
    template: config.seedContentOnStart ? { dir: DATA_TEMPLATE_DIR, filesDir: config.filesDir } : undefined,
  });
  const container = createContainer(config, logger, database, ...overrides);
  const queue = container.get(PORTS.jobQueue);
  return {
    container,
    services: appServices(container),
    providerPages: container.getAll(PARTS.providerPages, { optional: true }),
    paymentFormOrigins: container.get(PARTS.paymentFormOrigins),
    renderedPages: {
      pages: container.get(PORTS.renderedPageCache),
      content: container.get(PORTS.contentCache),
    },
    queueDashboard:
      queue instanceof BullmqJobQueue
        ? { path: QUEUE_DASHBOARD_PATH, router: queue.dashboard(QUEUE_DASHBOARD_PATH) }
        : null,
    ...lifecycle(container),
  };
}
