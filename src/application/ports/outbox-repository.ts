import type { JobMessage } from './job-queue.ts';

/**
 * Side effects are written here in the same transaction as the state change that causes them,
 * then relayed to the job queue; a message is marked relayed only after the queue accepted it.
 */
/** A side effect waiting in the outbox: the job to run and when it was caused. */
export type OutboxMessage = JobMessage & { createdAt: Date };

/** A failed relay keeps its error for the jobs view. */
export type RelayOutcome = 'relayed' | { failed: string };

export interface OutboxRepository {
  add(message: OutboxMessage): Promise<void>;
  /**
   * Claims up to `limit` due messages for relaying and calls `relay` for each inside one
   * transaction, so concurrent relays (several processes) never take the same message.
   */
  relayDue(now: Date, limit: number, relay: (message: JobMessage) => Promise<RelayOutcome>): Promise<number>;
}
