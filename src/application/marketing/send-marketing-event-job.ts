import { isMarketingEvent } from '#domain/marketing/marketing-event.ts';
import type { Clock } from '../ports/clock.ts';
import type { JobHandler } from '../ports/job-queue.ts';
import type { Logger } from '../ports/logger.ts';
import type { MarketingEvents } from '../ports/marketing-events.ts';
import type { MarketingSendLog } from '../ports/marketing-send-log.ts';

/**
 * `marketing.send`: tells the provider once per job id. The send log is the idempotency key: a job run
 * again after the provider took the event (the process died before acknowledging) finds it sent and
 * stops; should it die between the two, the provider still counts the event id once. A refusal or an
 * unreachable provider is recorded and thrown, so the queue retries with back-off and the failure shows.
 */
export function sendMarketingEventHandler(deps: {
  events: MarketingEvents;
  sendLog: MarketingSendLog;
  clock: Clock;
  logger: Logger;
}): JobHandler {
  return async (payload, job) => {
    if (!isMarketingEvent(payload)) {
      deps.logger.error({ jobId: job.id }, 'marketing.send job with a malformed payload dropped');
      return;
    }
    const started = await deps.sendLog.begin({
      jobId: job.id,
      eventId: payload.eventId,
      eventName: payload.name,
    });
    if (started === 'alreadySent') return;
    try {
      await deps.events.send(payload);
    } catch (error) {
      await deps.sendLog.markFailed(job.id, error instanceof Error ? error.message : String(error));
      throw error;
    }
    await deps.sendLog.markSent(job.id, deps.clock.now());
  };
}
