import { Queue, Worker } from 'bullmq';
import type { Router } from 'express';
import { Redis } from 'ioredis';
import type { JobHandlers, JobMessage, JobQueue } from '#application/ports/job-queue.ts';
import { bullBoardDashboard } from './bull-board-dashboard.ts';

const QUEUE_NAME = 'kyma-jobs';
const WEEK_SECONDS = 7 * 24 * 3600;

export interface BullmqJobQueueOptions {
  redisUrl: string;
  concurrency: number;
  /**
   * The lock a running job holds, renewed while its worker lives: when a worker dies mid-job, another takes
   * the job up this long after (BullMQ's lock duration and stalled-job check).
   */
  stalledMs: number;
  /** Isolates queues sharing one Redis (tests, several environments). */
  prefix: string;
  onJobFailure: (job: { id: string | undefined; name: string }, error: Error) => void;
}

/** The job queue on Redis: jobs survive process deaths and are retried with backoff. */
export class BullmqJobQueue implements JobQueue {
  readonly #options: BullmqJobQueueOptions;
  // BullMQ's blocking commands need a connection that never gives up on a request.
  readonly #connection: Redis;
  readonly #queue: Queue;
  #worker: Worker | undefined;

  constructor(options: BullmqJobQueueOptions) {
    this.#options = options;
    this.#connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    this.#queue = new Queue(QUEUE_NAME, { connection: this.#connection, prefix: options.prefix });
  }

  async enqueue(job: JobMessage): Promise<void> {
    // The outbox id as BullMQ job id: relaying the same message twice adds one job.
    await this.#queue.add(job.name, job.payload, {
      jobId: job.id,
      attempts: 8,
      backoff: { type: 'exponential', delay: 2000 },
      removeOnComplete: { age: WEEK_SECONDS },
      removeOnFail: { age: 4 * WEEK_SECONDS },
    });
  }

  /** The dashboard of this queue, for staff (mounted by the web server behind the admin scope). */
  dashboard(basePath: string): Router {
    return bullBoardDashboard(this.#queue, basePath);
  }

  async consume(handlers: JobHandlers): Promise<void> {
    const worker = new Worker(
      QUEUE_NAME,
      async (job) => {
        const handler = handlers[job.name];
        if (!handler) throw new Error(`No handler for job "${job.name}"`);
        await handler(job.data, { id: job.id ?? '', name: job.name });
      },
      {
        connection: this.#connection.duplicate(),
        prefix: this.#options.prefix,
        concurrency: this.#options.concurrency,
        lockDuration: this.#options.stalledMs,
        stalledInterval: this.#options.stalledMs,
      },
    );
    worker.on('failed', (job, error) =>
      this.#options.onJobFailure({ id: job?.id, name: job?.name ?? '' }, error),
    );
    await worker.waitUntilReady();
    this.#worker = worker;
  }

  async ping(): Promise<void> {
    await this.#connection.ping();
  }

  async close(): Promise<void> {
    await this.#worker?.close();
    await this.#queue.close();
    this.#connection.disconnect();
  }
}
