import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Router } from 'express';
import { Container, type ServiceIdentifier } from 'inversify';
import { Redis } from 'ioredis';
import type { Knex } from 'knex';
import { BullmqJobQueue } from '#adapters/bullmq/bullmq-job-queue.ts';
import { InProcessJobQueue } from '#adapters/bullmq/in-process-job-queue.ts';
import { nodeSecretTokens } from '#adapters/crypto/node-secret-tokens.ts';
import { randomOrderReferences } from '#adapters/crypto/random-order-references.ts';
import { ReactEmailRenderer } from '#adapters/email-react/react-email-renderer.ts';
import { HttpFerryInventory } from '#adapters/ferry-upstream/http/http-ferry-inventory.ts';
import {
  createSimulatedNetwork,
  parseBehaviours,
} from '#adapters/ferry-upstream/simulated/simulated-network.ts';
import { InMemoryIdempotencyStore } from '#adapters/in-memory/in-memory-idempotency-store.ts';
import { InMemorySearchCache } from '#adapters/in-memory/in-memory-search-cache.ts';
import { PdfkitVoucherRenderer } from '#adapters/pdf/pdfkit-voucher-renderer.ts';
import { PostgresContentSiteRepository } from '#adapters/postgres/content-site/postgres-content-site-repository.ts';
import { openDatabase } from '#adapters/postgres/database.ts';
import { databaseReadinessProbe } from '#adapters/postgres/database-readiness-probe.ts';
import { migrateToLatest } from '#adapters/postgres/migrator.ts';
import { PostgresOrderRepository } from '#adapters/postgres/orders/postgres-order-repository.ts';
import { PostgresOrderShipmentRepository } from '#adapters/postgres/orders/postgres-order-shipment-repository.ts';
import { PostgresChatMessageRepository } from '#adapters/postgres/postgres-chat-message-repository.ts';
import { PostgresContactMessageRepository } from '#adapters/postgres/postgres-contact-message-repository.ts';
import { PostgresCouponRepository } from '#adapters/postgres/postgres-coupon-repository.ts';
import { PostgresLanguageRepository } from '#adapters/postgres/postgres-language-repository.ts';
import { PostgresMenuRepository } from '#adapters/postgres/postgres-menu-repository.ts';
import { PostgresNewsletterRepository } from '#adapters/postgres/postgres-newsletter-repository.ts';
import { PostgresOutboxRepository } from '#adapters/postgres/postgres-outbox-repository.ts';
import { PostgresResellerRepository } from '#adapters/postgres/postgres-reseller-repository.ts';
import { PostgresSettingsRepository } from '#adapters/postgres/postgres-settings-repository.ts';
import { contentIsEmpty, seedContent } from '#adapters/postgres/seed/seed-content.ts';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { loadOrCreateSigningKey } from '#adapters/postgres/signing-key.ts';
import { FlexibleRateLimiter } from '#adapters/rate-limit/flexible-rate-limiter.ts';
import { RedisIdempotencyStore } from '#adapters/redis/redis-idempotency-store.ts';
import { RedisSearchCache } from '#adapters/redis/redis-search-cache.ts';
import { SandboxPaymentGateway } from '#adapters/sandbox-payment/sandbox-payment-gateway.ts';
import { sandboxPaymentPages } from '#adapters/sandbox-payment/sandbox-payment-pages.ts';
import { SandboxPaymentProvider } from '#adapters/sandbox-payment/sandbox-payment-provider.ts';
import type { AppServices } from '#application/app-services.ts';
import { createCheckout } from '#application/checkout/create-checkout.ts';
import { ContentSiteQueriesService } from '#application/content-site/content-site-queries.ts';
import { AuthorizeAgent } from '#application/ferry/authorize-agent.ts';
import { createFerryServices } from '#application/ferry/create-ferry-services.ts';
import { LimitBookingLookups } from '#application/ferry/limit-booking-lookups.ts';
import { CheckReadiness } from '#application/health/check-readiness.ts';
import { LookUpCompany } from '#application/invoice/look-up-company.ts';
import { jobHandlers } from '#application/jobs/job-handlers.ts';
import { RelayOutbox } from '#application/jobs/relay-outbox.ts';
import { ConfirmNewsletterSubscription } from '#application/newsletter/confirm-newsletter-subscription.ts';
import { SubscribeToNewsletter } from '#application/newsletter/subscribe-to-newsletter.ts';
import type { Clock } from '#application/ports/clock.ts';
import type { ContentCache } from '#application/ports/content-cache.ts';
import type { IdGenerator } from '#application/ports/id-generator.ts';
import type { JobQueue } from '#application/ports/job-queue.ts';
import type { LanguageRepository } from '#application/ports/language-repository.ts';
import type { Logger } from '#application/ports/logger.ts';
import type { MenuRepository } from '#application/ports/menu-repository.ts';
import type { OutboxRepository } from '#application/ports/outbox-repository.ts';
import type { RenderedPageCache } from '#application/ports/rendered-page-cache.ts';
import type { SettingsRepository } from '#application/ports/settings-repository.ts';
import { LoadSiteShell } from '#application/site/load-site-shell.ts';
import { SendChatMessage } from '#application/site/send-chat-message.ts';
import { SendContactMessage } from '#application/site/send-contact-message.ts';
import type { Config } from '#config';
import { composeBackOffice } from './container-back-office.ts';
import { composeContent } from './container-content.ts';
import { composeCourierAndTaxRegistry } from './container-courier-tax.ts';
import { composeMarketing } from './container-marketing.ts';
import { composePayments } from './container-payments.ts';

const token = <T>(name: string) => Symbol(name) as ServiceIdentifier<T>;

/** Port tokens: the only names the rest of the container resolves by. */
export const TOKENS = {
  config: token<Config>('Config'),
  logger: token<Logger>('Logger'),
  database: token<Knex>('Database'),
  clock: token<Clock>('Clock'),
  ids: token<IdGenerator>('IdGenerator'),
  jobQueue: token<JobQueue>('JobQueue'),
  languages: token<LanguageRepository>('LanguageRepository'),
  settings: token<SettingsRepository>('SettingsRepository'),
  menus: token<MenuRepository>('MenuRepository'),
  outbox: token<OutboxRepository>('OutboxRepository'),
  loadSiteShell: token<LoadSiteShell>('LoadSiteShell'),
  checkReadiness: token<CheckReadiness>('CheckReadiness'),
  relayOutbox: token<RelayOutbox>('RelayOutbox'),
} as const;

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

const OUTBOX_POLL_MS = 1000;
const DATA_TEMPLATE_DIR = path.resolve('build/data-template');
const QUEUE_DASHBOARD_PATH = '/admin/queues';
const EXPIRY_SWEEP_MS = 60_000;

/** The composition root: picks an adapter for every port from the configuration. */
export async function compose(config: Config, logger: Logger): Promise<Composition> {
  const container = new Container({ defaultScope: 'Singleton' });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    // A first start copies the seeded data folder `npm run build` made (decision 0036).
    template: config.seedContentOnStart ? { dir: DATA_TEMPLATE_DIR, filesDir: config.filesDir } : undefined,
  });
  const bullmq = config.redisUrl
    ? new BullmqJobQueue({
        redisUrl: config.redisUrl,
        concurrency: config.workerConcurrency,
        stalledMs: config.jobStalledMs,
        prefix: config.jobQueuePrefix,
        onJobFailure: (job, error) => logger.error({ err: error, job }, 'job failed'),
      })
    : undefined;
  const jobQueue: JobQueue = bullmq ?? new InProcessJobQueue();
  const emailRenderer = new ReactEmailRenderer();

  container.bind(TOKENS.config).toConstantValue(config);
  container.bind(TOKENS.logger).toConstantValue(logger);
  container.bind(TOKENS.database).toConstantValue(database);
  container.bind(TOKENS.jobQueue).toConstantValue(jobQueue);
  container.bind(TOKENS.clock).toConstantValue({ now: () => new Date() });
  container.bind(TOKENS.ids).toConstantValue({ next: () => randomUUID() });

  container.bind(TOKENS.languages).toDynamicValue(() => new PostgresLanguageRepository(database));
  container.bind(TOKENS.settings).toDynamicValue(() => new PostgresSettingsRepository(database));
  container.bind(TOKENS.menus).toDynamicValue(() => new PostgresMenuRepository(database));
  container.bind(TOKENS.outbox).toDynamicValue(() => new PostgresOutboxRepository(database));

  container.bind(TOKENS.checkReadiness).toDynamicValue(
    () =>
      new CheckReadiness({
        probes: [databaseReadinessProbe(database), { name: 'queue', check: () => jobQueue.ping() }],
        timeoutMs: 2000,
      }),
  );
  container.bind(TOKENS.relayOutbox).toDynamicValue(
    (context) =>
      new RelayOutbox({
        outbox: context.get(TOKENS.outbox),
        queue: jobQueue,
        clock: context.get(TOKENS.clock),
        logger,
      }),
  );

  const ferryRedis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 })
    : undefined;
  const faults = parseBehaviours(config.ferryUpstreamFaults);
  const simulated = createSimulatedNetwork({
    knex: database,
    clock: container.get(TOKENS.clock),
    holdMinutes: config.ferryHoldMinutes,
    systems: config.ferryUpstreams,
    behaviour: { latencyMs: config.ferryUpstreamLatencyMs, ...faults['*'] },
    behaviours: faults,
  });
  const httpUpstreams = config.ferryHttpUpstreams.map(
    (upstream) =>
      new HttpFerryInventory({
        name: upstream.name,
        baseUrl: upstream.baseUrl,
        token: upstream.token,
        attemptTimeoutMs: config.ferryHttpAttemptTimeoutMs,
        retries: config.ferryHttpRetries,
        backoffMs: 100,
        breakerThreshold: config.ferryHttpBreakerThreshold,
        breakerCoolDownMs: config.ferryHttpBreakerCoolDownMs,
      }),
  );
  const ferry = createFerryServices({
    upstreams: [...simulated.upstreams, ...httpUpstreams],
    upstreamTimeoutMs: config.ferryUpstreamTimeoutMs,
    searchCache: ferryRedis ? new RedisSearchCache({ redis: ferryRedis }) : new InMemorySearchCache(),
    searchCacheTtlMs: config.ferrySearchCacheTtlMs,
    idempotency: ferryRedis
      ? new RedisIdempotencyStore({ redis: ferryRedis })
      : new InMemoryIdempotencyStore(),
    idempotencyTtlMs: 24 * 60 * 60 * 1000,
    logger,
    resellers: new PostgresResellerRepository(database),
  });

  const contentSide = composeContent({
    config,
    logger,
    database,
    clock: container.get(TOKENS.clock),
    ids: container.get(TOKENS.ids),
    outbox: container.get(TOKENS.outbox),
    emailRenderer,
  });

  container.bind(TOKENS.loadSiteShell).toDynamicValue(
    (context) =>
      new LoadSiteShell({
        languages: context.get(TOKENS.languages),
        settings: context.get(TOKENS.settings),
        menus: context.get(TOKENS.menus),
        cache: contentSide.cache,
        logger,
      }),
  );

  let sandboxSecret: Promise<string> | undefined;
  const sandbox = new SandboxPaymentProvider({
    knex: database,
    secret: () => {
      sandboxSecret ??= loadOrCreateSigningKey(database, 'sandbox-payments');
      return sandboxSecret;
    },
    clock: container.get(TOKENS.clock),
  });
  const payments = composePayments({
    config,
    clock: container.get(TOKENS.clock),
    sandbox: new SandboxPaymentGateway({ sandbox, pagesUrl: `${config.publicUrl}/sandbox-payments` }),
  });
  const lookupLimiter = new FlexibleRateLimiter({ redis: ferryRedis });
  const { courier, taxRegistry } = composeCourierAndTaxRegistry({
    config,
    database,
    clock: container.get(TOKENS.clock),
    logger,
  });
  const checkout = createCheckout({
    orders: new PostgresOrderRepository(database),
    coupons: new PostgresCouponRepository(database),
    ferry,
    gateways: payments.gateways,
    references: randomOrderReferences,
    tokens: nodeSecretTokens,
    ids: container.get(TOKENS.ids),
    clock: container.get(TOKENS.clock),
    logger,
    publicUrl: config.publicUrl,
    settings: container.get(TOKENS.settings),
    voucherRenderer: new PdfkitVoucherRenderer(),
    mailer: contentSide.jobDeps.mailer,
    emailLog: contentSide.jobDeps.emailLog,
    emailRenderer,
    outbox: container.get(TOKENS.outbox),
    limiter: lookupLimiter,
    maxUnpaidPlacesPerSailing: config.unpaidHoldPlacesPerSailing,
    courier,
    shipments: new PostgresOrderShipmentRepository(database),
  });

  const marketing = composeMarketing({
    config,
    database,
    outbox: container.get(TOKENS.outbox),
    ids: container.get(TOKENS.ids),
    clock: container.get(TOKENS.clock),
    logger,
  });
  const contactMessages = new PostgresContactMessageRepository(database);
  const backOffice = composeBackOffice({
    database,
    contactMessages,
    content: contentSide.content,
    upload: contentSide.files.upload,
    gateways: payments.gateways,
    emailRenderer,
    ids: container.get(TOKENS.ids),
    clock: container.get(TOKENS.clock),
    logger,
  });
  const newsletter = new PostgresNewsletterRepository(database);
  const services: AppServices = {
    loadSiteShell: container.get(TOKENS.loadSiteShell),
    sendChatMessage: new SendChatMessage({
      chatMessages: new PostgresChatMessageRepository(database),
      settings: container.get(TOKENS.settings),
      emailRenderer,
      clock: container.get(TOKENS.clock),
      ids: container.get(TOKENS.ids),
    }),
    sendContactMessage: new SendContactMessage({
      contactMessages,
      settings: container.get(TOKENS.settings),
      emailRenderer,
      clock: container.get(TOKENS.clock),
      ids: container.get(TOKENS.ids),
    }),
    subscribeToNewsletter: new SubscribeToNewsletter({
      newsletter,
      emailRenderer,
      clock: container.get(TOKENS.clock),
      ids: container.get(TOKENS.ids),
      tokens: nodeSecretTokens,
      publicUrl: config.publicUrl,
      group: config.newsletterGroup,
    }),
    confirmNewsletterSubscription: new ConfirmNewsletterSubscription({
      newsletter,
      clock: container.get(TOKENS.clock),
      tokens: nodeSecretTokens,
    }),
    checkReadiness: container.get(TOKENS.checkReadiness),
    ferry,
    authorizeAgent: new AuthorizeAgent({ authenticate: contentSide.auth.authenticate }),
    checkout: checkout.services,
    limitBookingLookups: new LimitBookingLookups({ limiter: lookupLimiter }),
    lookUpCompany: new LookUpCompany({
      registry: taxRegistry,
      limiter: lookupLimiter,
      logger,
    }),
    content: contentSide.content,
    contentSite: new ContentSiteQueriesService({
      repository: new PostgresContentSiteRepository({ knex: database }),
      cache: contentSide.cache,
      clock: container.get(TOKENS.clock),
    }),
    auth: contentSide.auth,
    files: contentSide.files,
    recordMarketingEvent: marketing.recordMarketingEvent,
    backOffice: backOffice.services,
  };

  let relayTimer: NodeJS.Timeout | undefined;
  let expiryTimer: NodeJS.Timeout | undefined;
  let expiring: Promise<unknown> = Promise.resolve();
  let relaying: Promise<unknown> = Promise.resolve();
  return {
    container,
    services,
    providerPages: [
      { path: '/sandbox-payments', router: sandboxPaymentPages(sandbox) },
      ...payments.webhookPages(checkout.services.completePayment),
    ],
    paymentFormOrigins: payments.formOrigins,
    renderedPages: { pages: contentSide.renderedPages, content: contentSide.cache },
    queueDashboard: bullmq
      ? { path: QUEUE_DASHBOARD_PATH, router: bullmq.dashboard(QUEUE_DASHBOARD_PATH) }
      : null,
    async prepareStorage({ migrate }) {
      if (migrate) {
        const applied = await migrateToLatest(database);
        if (applied.length > 0) logger.info({ applied }, 'migrations applied');
      }
      await seedReferenceData(database);
      // The first start of a fresh database gets the seed content; later starts skip it and stay fast.
      if (config.seedContentOnStart && (await contentIsEmpty(database))) {
        const report = await seedContent({ knex: database, storage: contentSide.fileStorage });
        // Other processes sharing the caches may have kept pages of the empty site.
        await contentSide.cache.invalidate('all');
        logger.info(report, 'seed content loaded');
      }
      await contentSide.prepare();
    },
    async startBackgroundWork({ consumeJobs }) {
      if (consumeJobs) {
        await jobQueue.consume({
          ...jobHandlers(contentSide.jobDeps),
          ...checkout.jobHandlers,
          ...marketing.jobHandlers,
          ...backOffice.jobHandlers,
        });
        // Where jobs run, lapsed unpaid holds are expired too (safe to run in several processes at once).
        expiryTimer = setInterval(() => {
          expiring = checkout.expireLapsedOrders
            .execute({ batchSize: 100 })
            .catch((error: unknown) => logger.error({ err: error }, 'order expiry sweep failed'));
        }, EXPIRY_SWEEP_MS);
      }
      const relay = container.get(TOKENS.relayOutbox);
      relayTimer = setInterval(() => {
        relaying = relay
          .execute({ batchSize: 50 })
          .catch((error: unknown) => logger.error({ err: error }, 'outbox relay pass failed'));
      }, OUTBOX_POLL_MS);
    },
    async close() {
      clearInterval(relayTimer);
      clearInterval(expiryTimer);
      await Promise.all([relaying, expiring]);
      await jobQueue.close();
      await contentSide.close();
      ferryRedis?.disconnect();
      await database.destroy();
    },
  };
}
