import type { JobHandlers, JobMessage, JobQueue } from '#application/ports/job-queue.ts';

/**
 * The embedded default when no Redis is configured: a job runs in this process when it is enqueued.
 * Durability comes from the outbox, which keeps a message until its handler has succeeded here.
 */
export class InProcessJobQueue implements JobQueue {
  #handlers: JobHandlers | undefined;
  readonly #running = new Set<Promise<void>>();

  async enqueue(job: JobMessage): Promise<void> {
    const handler = this.#handlers?.[job.name];
    if (!handler) throw new Error(`No handler for job "${job.name}"`);
    const run = handler(job.payload, { id: job.id, name: job.name });
    this.#running.add(run);
    try {
      await run;
    } finally {
      this.#running.delete(run);
    }
  }

  async consume(handlers: JobHandlers): Promise<void> {
    this.#handlers = handlers;
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    await Promise.allSettled(this.#running);
    this.#handlers = undefined;
  }
}
