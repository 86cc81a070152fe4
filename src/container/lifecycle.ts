import type { Container } from 'inversify';
import { JoseTokenSigner } from '#adapters/crypto/jose-token-signer.ts';
import { migrateToLatest } from '#adapters/postgres/migrator.ts';
import { contentIsEmpty, seedContent } from '#adapters/postgres/seed/seed-content.ts';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { loadOrCreateSigningKey } from '#adapters/postgres/signing-key.ts';
import { EnsureAdminAccount } from '#application/auth/ensure-admin-account.ts';
import { AdvanceClaims } from '#application/claims/advance-claims.ts';
import { FollowDisruptions } from '#application/disruptions/follow-disruptions.ts';
import { RelayOutbox } from '#application/jobs/relay-outbox.ts';
import { ExpireLapsedChanges } from '#application/orders/expire-lapsed-changes.ts';
import { ExpireLapsedOrders } from '#application/orders/expire-lapsed-orders.ts';
import { FollowProviderRefunds } from '#application/orders/follow-provider-refunds.ts';
import { ReconcileBookings } from '#application/orders/reconcile-bookings.ts';
import { VoidUncapturedAuthorisations } from '#application/orders/void-uncaptured-authorisations.ts';
import type { JobHandlers } from '#application/ports/job-queue.ts';
import { DeferredTokenSigner } from './deferred-token-signer.ts';
import { PARTS, PORTS } from './tokens.ts';

const OUTBOX_POLL_MS = 1000;
const EXPIRY_SWEEP_MS = 60_000;
/** Disruptions are read every minute, so a traveller hears within the five minutes issue #26 asks. */
const DISRUPTION_SWEEP_MS = 60_000;
/**
 * The reconciliation with every company runs once a day, and once a minute after each start: a worker
 * restarted often still never leaves a company's cancellation unseen for more than a day (a second run finds
 * nothing new).
 */
const RECONCILIATION_MS = 24 * 3_600_000;
const RECONCILIATION_FIRST_MS = 60_000;

/**
 * Where jobs run, every minute: lapsed unpaid holds of orders and of their changes are expired, open
 * compensation claims followed up, authorisations nothing captures let go (decision 0127); each safe to
 * run in several processes at once.
 */
function minuteSweeps(container: Container) {
  const logger = container.get(PARTS.logger);
  const sweeps = [
    { sweeper: container.get(ExpireLapsedOrders), batchSize: 100, failed: 'order expiry sweep failed' },
    { sweeper: container.get(ExpireLapsedChanges), batchSize: 100, failed: 'change expiry sweep failed' },
    { sweeper: container.get(AdvanceClaims), batchSize: 50, failed: 'claims sweep failed' },
    // Refunds a provider accepted as pending, followed until final (decision 0130).
    {
      sweeper: container.get(FollowProviderRefunds),
      batchSize: 50,
      failed: 'provider refund follow-up failed',
    },
    {
      sweeper: container.get(VoidUncapturedAuthorisations),
      batchSize: 50,
      failed: 'uncaptured authorisation sweep failed',
    },
  ];
  return () =>
    Promise.all(
      sweeps.map(({ sweeper, batchSize, failed }) =>
        sweeper.execute({ batchSize }).catch((error: unknown) => logger.error({ err: error }, failed)),
      ),
    );
}

/** The reconciliation with every company where jobs run: a minute after the start, then every day. */
function dailyReconciliation(container: Container) {
  const logger = container.get(PARTS.logger);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = container
      .get(ReconcileBookings)
      .execute()
      .then((outcome) => logger.info(outcome, 'reconciliation with the companies done'))
      .catch((error: unknown) => logger.error({ err: error }, 'reconciliation with the companies failed'));
    timer = setTimeout(run, RECONCILIATION_MS);
  };
  return {
    start() {
      timer = setTimeout(run, RECONCILIATION_FIRST_MS);
    },
    async stop() {
      clearTimeout(timer);
      await running;
    },
  };
}

/** What a process does with the composition over its life: prepare storage, run background work, close. */
export function lifecycle(container: Container) {
  const config = container.get(PARTS.config);
  const logger = container.get(PARTS.logger);
  const database = container.get(PARTS.database);
  const jobQueue = container.get(PORTS.jobQueue);
  let relayTimer: NodeJS.Timeout | undefined;
  let expiryTimer: NodeJS.Timeout | undefined;
  let disruptionTimer: NodeJS.Timeout | undefined;
  let expiring: Promise<unknown> = Promise.resolve();
  let following: Promise<unknown> = Promise.resolve();
  let relaying: Promise<unknown> = Promise.resolve();
  const reconciliation = dailyReconciliation(container);

  return {
    /** Applies pending migrations (when asked) and the reference data every process needs. */
    async prepareStorage({ migrate }: { migrate: boolean }) {
      if (migrate) {
        const applied = await migrateToLatest(database);
        if (applied.length > 0) logger.info({ applied }, 'migrations applied');
      }
      await seedReferenceData(database);
      const cache = container.get(PORTS.contentCache);
      // The first start of a fresh database gets the seed content; later starts skip it and stay fast.
      if (config.seedContentOnStart && (await contentIsEmpty(database))) {
        const report = await seedContent({ knex: database, storage: container.get(PORTS.fileStorage) });
        // Other processes sharing the caches may have kept pages of the empty site.
        await cache.invalidate('all');
        logger.info(report, 'seed content loaded');
      }
      const secret = config.jwtSecret ?? (await loadOrCreateSigningKey(database));
      container.get(DeferredTokenSigner).ready(new JoseTokenSigner({ secret }));
      if (config.admin) {
        const outcome = await container.get(EnsureAdminAccount).execute(config.admin);
        if (outcome === 'created') logger.info({ email: config.admin.email }, 'admin account created');
      }
    },

    /** Relays the outbox to the queue and, when `consumeJobs`, runs the jobs in this process. */
    async startBackgroundWork({ consumeJobs }: { consumeJobs: boolean }) {
      if (consumeJobs) {
        const handlers: JobHandlers = Object.assign({}, ...container.getAll(PARTS.jobHandlers));
        await jobQueue.consume(handlers);
        const sweep = minuteSweeps(container);
        expiryTimer = setInterval(() => {
          expiring = sweep();
        }, EXPIRY_SWEEP_MS);
        const followDisruptions = container.get(FollowDisruptions);
        // Likewise the disruption follower: an event is recorded on an order once, whoever reads it.
        disruptionTimer = setInterval(() => {
          following = followDisruptions
            .execute()
            .catch((error: unknown) => logger.error({ err: error }, 'disruption sweep failed'));
        }, DISRUPTION_SWEEP_MS);
        reconciliation.start();
      }
      const relay = container.get(RelayOutbox);
      relayTimer = setInterval(() => {
        relaying = relay
          .execute({ batchSize: 50 })
          .catch((error: unknown) => logger.error({ err: error }, 'outbox relay pass failed'));
      }, OUTBOX_POLL_MS);
    },

    async close() {
      clearInterval(relayTimer);
      clearInterval(expiryTimer);
      clearInterval(disruptionTimer);
      await Promise.all([relaying, expiring, following, reconciliation.stop()]);
      await jobQueue.close();
      container.get(PARTS.redis, { optional: true })?.disconnect();
      await database.destroy();
    },
  };
}
