import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { OutboxMessage } from './outbox-repository.ts';

/** A message sent with the contact form (spec §2 "Contact page"). */
export interface ContactMessage {
  id: string;
  name: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  locale: LocaleCode;
  createdAt: Date;
}

export interface ContactMessageRepository {
  /** Keeps the message and writes the e-mail to the sales inbox in one transaction. */
  save(message: ContactMessage, outbox: OutboxMessage[]): Promise<void>;
  /** Newest first. */
  list(query: { limit: number; offset: number }): Promise<{ messages: ContactMessage[]; total: number }>;
}
