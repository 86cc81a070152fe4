/**
 * The `marketing_sends` table: one row per `marketing.send` job, keyed by the job (outbox) id. It keeps a
 * job that runs again from sending again, and shows what was sent and what keeps failing.
 */
export interface MarketingSendLog {
  /** Records the attempt; resolves `alreadySent` when this job sent its event before. */
  begin(entry: { jobId: string; eventId: string; eventName: string }): Promise<'new' | 'alreadySent'>;
  markSent(jobId: string, at: Date): Promise<void>;
  markFailed(jobId: string, error: string): Promise<void>;
}
