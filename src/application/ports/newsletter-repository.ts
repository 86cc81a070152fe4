import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { OutboxMessage } from './outbox-repository.ts';

export interface PendingSubscription {
  id: string;
  email: string;
  group: string;
  locale: LocaleCode;
  /** SHA-256 of the confirmation token; the token itself lives only in the e-mail. */
  tokenHash: string;
  tokenExpiresAt: Date;
  requestedAt: Date;
}

export interface NewsletterRepository {
  /**
   * Records a sign-up waiting for confirmation (or renews the token of one still waiting) together with
   * its confirmation e-mail. An address already confirmed is left alone and gets no e-mail.
   */
  requestSubscription(
    subscription: PendingSubscription,
    outbox: OutboxMessage[],
  ): Promise<'pending' | 'alreadyConfirmed'>;
  /** Confirms the sign-up whose token hash this is, if it has not expired. */
  confirm(tokenHash: string, now: Date): Promise<'confirmed' | 'invalid'>;
}
