import type { Clock } from '../ports/clock.ts';
import type { JobQueue } from '../ports/job-queue.ts';
import type { Logger } from '../ports/logger.ts';
import type { OutboxRepository } from '../ports/outbox-repository.ts';

export interface RelayOutboxDeps {
  outbox: OutboxRepository;
  queue: JobQueue;
  clock: Clock;
  logger: Logger;
}

/** Moves due outbox messages onto the job queue; failures stay in the outbox and are retried later. */
export class RelayOutbox {
  readonly #deps: RelayOutboxDeps;

  constructor(deps: RelayOutboxDeps) {
    this.#deps = deps;
  }

  async execute(input: { batchSize: number }): Promise<number> {
    const { outbox, queue, clock, logger } = this.#deps;
    return outbox.relayDue(clock.now(), input.batchSize, async (message) => {
      try {
        await queue.enqueue(message);
        return 'relayed';
      } catch (error) {
        logger.warn(
          { err: error, outboxId: message.id, job: message.name },
          'outbox relay failed, will retry',
        );
        return { failed: error instanceof Error ? error.message : String(error) };
      }
    });
  }
}
