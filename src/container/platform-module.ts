import { randomUUID } from 'node:crypto';
import { ContainerModule } from 'inversify';
import { Redis } from 'ioredis';
import type { Knex } from 'knex';
import { BullmqJobQueue } from '#adapters/bullmq/bullmq-job-queue.ts';
import { InProcessJobQueue } from '#adapters/bullmq/in-process-job-queue.ts';
import { clockStartingAt, systemClock } from '#adapters/clock/started-clock.ts';
import { nodeSecretTokens } from '#adapters/crypto/node-secret-tokens.ts';
import { databaseReadinessProbe } from '#adapters/postgres/database-readiness-probe.ts';
import { FlexibleRateLimiter } from '#adapters/rate-limit/flexible-rate-limiter.ts';
import type { Logger } from '#application/ports/logger.ts';
import type { Config } from '#config';
import { messageWords } from '#web/app/i18n/message-words.server.ts';
import { PARTS, PORTS } from './tokens.ts';

/**
 * What every area uses: the settings, the logger, the database, Redis when REDIS_URL is set, the clock,
 * ids, secrets, the server's words (decision 0058), the job queue (BullMQ on Redis, else in-process) and the rate limiter.
 */
export const platformModule = (config: Config, logger: Logger, database: Knex) =>
  new ContainerModule(({ bind }) => {
    bind(PARTS.config).toConstantValue(config);
    bind(PARTS.logger).toConstantValue(logger);
    bind(PARTS.database).toConstantValue(database);
    const { redisUrl } = config;
    if (redisUrl) {
      bind(PARTS.redis).toResolvedValue(
        () => new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 }),
      );
    }
    bind(PORTS.clock).toConstantValue(config.clockStart ? clockStartingAt(config.clockStart) : systemClock);
    bind(PORTS.messageWords).toConstantValue(messageWords);
    bind(PORTS.ids).toConstantValue({ next: () => randomUUID() });
    bind(PORTS.secretTokens).toConstantValue(nodeSecretTokens);
    bind(PORTS.jobQueue).toResolvedValue(() =>
      redisUrl
        ? new BullmqJobQueue({
            redisUrl,
            concurrency: config.workerConcurrency,
            stalledMs: config.jobStalledMs,
            prefix: config.jobQueuePrefix,
            onJobFailure: (job, error) => logger.error({ err: error, job }, 'job failed'),
          })
        : new InProcessJobQueue(),
    );
    bind(PORTS.rateLimiter).toDynamicValue(
      (c) => new FlexibleRateLimiter({ redis: c.get(PARTS.redis, { optional: true }) }),
    );
    bind(PORTS.readinessProbes).toConstantValue(databaseReadinessProbe(database));
    bind(PORTS.readinessProbes).toDynamicValue((c) => {
      const queue = c.get(PORTS.jobQueue);
      return { name: 'queue', check: () => queue.ping() };
    });
  });
