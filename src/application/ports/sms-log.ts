/** The `sms_messages` table: what was texted, keyed by job id, which makes the SMS job idempotent. */
export interface SmsLog {
  /**
   * Records the attempt and claims the send: `new` for the one caller that may send now, `alreadySent` when
   * this id was sent before, `inProgress` while another caller's claim is live.
   */
  begin(entry: {
    id: string;
    recipient: string;
    template: string;
    locale: string;
    orderId: string | null;
  }): Promise<'new' | 'alreadySent' | 'inProgress'>;
  markSent(id: string, at: Date, providerId: string): Promise<void>;
  markFailed(id: string, error: string): Promise<void>;
}
