/** A unit of background work; `id` is the outbox id, so enqueueing the same message twice runs it once. */
export interface JobMessage {
  id: string;
  name: string;
  payload: unknown;
}

export type JobHandler = (payload: unknown, job: { id: string; name: string }) => Promise<void>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;

export interface JobQueue {
  /** Resolves once the job is durably accepted (stored in Redis, or run to completion in-process). */
  enqueue(job: JobMessage): Promise<void>;
  /** Starts consuming jobs with these handlers (the worker side). */
  consume(handlers: JobHandlers): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
