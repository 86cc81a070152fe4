import type { AuditEntry } from './audit-log.ts';
import type { ChatMessage } from './chat-message-repository.ts';
import type { OutboxMessage } from './outbox-repository.ts';

export interface ChatReply {
  id: string;
  body: string;
  staffEmail: string;
  at: Date;
}

/** A visitor's message and what staff answered to it. */
export interface ChatConversation extends ChatMessage {
  replies: ChatReply[];
  answeredAt: Date | null;
}

/** The staff side of the live chat (issue #11 item 4). */
export interface ChatInbox {
  /** Unanswered first, each group newest first; replies are not loaded here. */
  list(query: {
    limit: number;
    offset: number;
  }): Promise<{ conversations: ChatConversation[]; total: number; unanswered: number }>;
  find(id: string): Promise<ChatConversation | null>;
  /** Stores the reply, marks the message answered and writes the audit entry and the e-mail in one transaction. */
  reply(messageId: string, reply: ChatReply, audit: AuditEntry, outbox: OutboxMessage[]): Promise<void>;
}
