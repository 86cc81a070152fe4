import { ContainerModule } from 'inversify';
import { FacebookConversionsApi } from '#adapters/facebook/facebook-conversions-api.ts';
import { PostgresMarketingSendLog } from '#adapters/postgres/postgres-marketing-send-log.ts';
import { SandboxMarketingEvents } from '#adapters/sandbox-marketing/sandbox-marketing-events.ts';
import { SEND_MARKETING_EVENT_JOB } from '#application/marketing/marketing-job.ts';
import { RecordMarketingEvent } from '#application/marketing/record-marketing-event.ts';
import { sendMarketingEventHandler } from '#application/marketing/send-marketing-event-job.ts';
import type { JobHandler } from '#application/ports/job-queue.ts';
import type { Config } from '#config';
import { onKnex } from './binding-helpers.ts';
import { PARTS, PORTS } from './tokens.ts';

/** A job waits this long for Meta; a slower answer is a failure the queue retries. */
const GRAPH_API_TIMEOUT_MS = 10_000;

/** Paid orders write their purchase whatever the provider; with none there is no one to tell. */
const discard: JobHandler = async () => {};

/** The marketing provider MARKETING_PROVIDER names, the use case that queues events and the job that sends them. */
export const marketingModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    const { marketingProvider, facebook } = config;
    if (marketingProvider === 'facebook') {
      // The configuration refuses facebook without its pixel id and access token.
      bind(PORTS.marketingEvents).toResolvedValue(
        () => new FacebookConversionsApi({ ...facebook!, timeoutMs: GRAPH_API_TIMEOUT_MS }),
      );
    } else if (marketingProvider === 'sandbox') {
      bind(PORTS.marketingEvents).toDynamicValue(onKnex(SandboxMarketingEvents));
    }
    bind(PORTS.marketingSendLog).toDynamicValue(onKnex(PostgresMarketingSendLog));

    bind(RecordMarketingEvent).toDynamicValue(
      (c) =>
        new RecordMarketingEvent({
          outbox: c.get(PORTS.outbox),
          ids: c.get(PORTS.ids),
          clock: c.get(PORTS.clock),
          enabled: marketingProvider !== 'none',
        }),
    );
    bind(PARTS.jobHandlers).toDynamicValue((c) => {
      const events = c.get(PORTS.marketingEvents, { optional: true });
      return {
        [SEND_MARKETING_EVENT_JOB]: events
          ? sendMarketingEventHandler({
              events,
              sendLog: c.get(PORTS.marketingSendLog),
              clock: c.get(PORTS.clock),
              logger: c.get(PARTS.logger),
            })
          : discard,
      };
    });
  });
