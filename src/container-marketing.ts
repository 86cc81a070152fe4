import type { Knex } from 'knex';
import { FacebookConversionsApi } from '#adapters/facebook/facebook-conversions-api.ts';
import { PostgresMarketingSendLog } from '#adapters/postgres/postgres-marketing-send-log.ts';
import { SandboxMarketingEvents } from '#adapters/sandbox-marketing/sandbox-marketing-events.ts';
import { MARKETING_SEND_JOB } from '#application/marketing/marketing-job.ts';
import { RecordMarketingEvent } from '#application/marketing/record-marketing-event.ts';
import { sendMarketingEventHandler } from '#application/marketing/send-marketing-event-job.ts';
import type { Clock } from '#application/ports/clock.ts';
import type { IdGenerator } from '#application/ports/id-generator.ts';
import type { JobHandler, JobHandlers } from '#application/ports/job-queue.ts';
import type { Logger } from '#application/ports/logger.ts';
import type { MarketingEvents } from '#application/ports/marketing-events.ts';
import type { OutboxRepository } from '#application/ports/outbox-repository.ts';
import type { Config } from '#config';

/** A job waits this long for Meta; a slower answer is a failure the queue retries. */
const GRAPH_API_TIMEOUT_MS = 10_000;

function marketingEvents(config: Config, database: Knex): MarketingEvents | null {
  switch (config.marketingProvider) {
    case 'facebook':
      // The configuration refuses facebook without its pixel id and access token.
      return new FacebookConversionsApi({ ...config.facebook!, timeoutMs: GRAPH_API_TIMEOUT_MS });
    case 'sandbox':
      return new SandboxMarketingEvents({ knex: database });
    case 'none':
      return null;
  }
}

/** The marketing provider MARKETING_PROVIDER names, the use case that queues events and the job that sends them. */
export function composeMarketing(deps: {
  config: Config;
  database: Knex;
  outbox: OutboxRepository;
  ids: IdGenerator;
  clock: Clock;
  logger: Logger;
}): { recordMarketingEvent: RecordMarketingEvent; jobHandlers: JobHandlers } {
  const events = marketingEvents(deps.config, deps.database);
  // Paid orders write their purchase whatever the provider; with none there is no one to tell.
  const discard: JobHandler = async () => {};
  return {
    recordMarketingEvent: new RecordMarketingEvent({ ...deps, enabled: events !== null }),
    jobHandlers: {
      [MARKETING_SEND_JOB]: events
        ? sendMarketingEventHandler({
            events,
            sendLog: new PostgresMarketingSendLog({ knex: deps.database }),
            clock: deps.clock,
            logger: deps.logger,
          })
        : discard,
    },
  };
}
