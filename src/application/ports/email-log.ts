/** The `emails` table: what was sent, keyed by job id, which makes the e-mail job idempotent. */
export interface EmailLog {
  /**
   * Records the attempt and claims the send: `new` for the one caller that may send now, `alreadySent` when
   * this id was sent before, `inProgress` while another caller's claim is live.
   */
  begin(entry: {
    id: string;
    recipient: string;
    subject: string;
    template: string;
    locale: string;
    /** The order the e-mail is about, if any: its timeline in the back office lists it. */
    orderId: string | null;
  }): Promise<'new' | 'alreadySent' | 'inProgress'>;
  markSent(id: string, at: Date): Promise<void>;
  markFailed(id: string, error: string): Promise<void>;
}
