/** Where a background job stands, as the jobs view shows it (issue #11 item 3). */
/** `failed`: the last run failed (with its error) and the relay tries again later; a `done` job may have been retried. */
export type JobState = 'waiting' | 'failed' | 'done' | 'discarded';
export const JOB_STATES: readonly JobState[] = ['waiting', 'failed', 'done', 'discarded'];

export interface JobRecord {
  id: string;
  name: string;
  payload: unknown;
  state: JobState;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  finishedAt: string | null;
}

/**
 * The outbox seen as jobs. On the embedded default a message is relayed only when its handler ran to the
 * end in this process, so the outbox is the whole story of every job; with Redis it tells whether the job
 * reached the queue, and the BullMQ dashboard tells the rest.
 */
export interface JobBoard {
  list(query: { state: JobState | null; orderId?: string; limit: number; offset: number }): Promise<{
    jobs: JobRecord[];
    total: number;
  }>;
  find(id: string): Promise<JobRecord | null>;
  /** Makes a failed or waiting job due now, its attempts kept. False when it is done or discarded. */
  retry(id: string, now: Date): Promise<boolean>;
  /** Takes a job that has not run out of the queue for good. False when it is done or discarded. */
  discard(id: string, now: Date): Promise<boolean>;
}
