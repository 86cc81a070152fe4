import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { OutboxMessage } from './outbox-repository.ts';

export interface ChatMessage {
  id: string;
  name: string;
  email: string;
  bookingCode: string;
  message: string;
  locale: LocaleCode;
  sentWhileOnline: boolean;
  createdAt: Date;
}

export interface ChatMessageRepository {
  /** Stores the message and the side effects it causes (the staff notification) in one transaction. */
  save(message: ChatMessage, outbox: OutboxMessage[]): Promise<void>;
}
