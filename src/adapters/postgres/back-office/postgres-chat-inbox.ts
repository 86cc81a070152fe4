import type { Knex } from 'knex';
import type { AuditEntry } from '#application/ports/audit-log.ts';
import type { ChatConversation, ChatInbox, ChatReply } from '#application/ports/chat-inbox.ts';
import type { OutboxMessage } from '#application/ports/outbox-repository.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { insertOutboxMessages } from '../outbox-rows.ts';
import { countRows } from './count-rows.ts';
import { insertAuditEntry } from './postgres-audit-log.ts';

function toConversation(row: Record<string, unknown>, replies: ChatReply[]): ChatConversation {
  return {
    id: row.id as string,
    name: row.name as string,
    email: row.email as string,
    bookingCode: row.booking_code as string,
    message: row.message as string,
    locale: row.language_code as LocaleCode,
    sentWhileOnline: row.sent_while_online as boolean,
    createdAt: new Date(row.created_at as Date),
    answeredAt: row.answered_at ? new Date(row.answered_at as Date) : null,
    replies,
  };
}

export class PostgresChatInbox implements ChatInbox {
  readonly #knex: Knex;
  constructor(knex: Knex) {
    this.#knex = knex;
  }

  async list(query: { limit: number; offset: number }) {
    const count = await countRows(this.#knex('chat_messages'));
    const unanswered = await countRows(this.#knex('chat_messages').whereNull('answered_at'));
    const rows = await this.#knex('chat_messages')
      .orderByRaw('answered_at is not null, created_at desc, id')
      .limit(query.limit)
      .offset(query.offset);
    return {
      total: count,
      unanswered: unanswered,
      conversations: rows.map((row) => toConversation(row, [])),
    };
  }

  async find(id: string): Promise<ChatConversation | null> {
    const row = await this.#knex('chat_messages').where('id', id).first();
    if (!row) return null;
    const replies = await this.#knex('chat_replies').where('chat_message_id', id).orderBy('at');
    return toConversation(
      row,
      replies.map((reply) => ({
        id: reply.id,
        body: reply.body,
        staffEmail: reply.staff_email,
        at: new Date(reply.at),
      })),
    );
  }

  async reply(
    messageId: string,
    reply: ChatReply,
    audit: AuditEntry,
    outbox: OutboxMessage[],
  ): Promise<void> {
    await this.#knex.transaction(async (trx) => {
      await trx('chat_replies').insert({
        id: reply.id,
        chat_message_id: messageId,
        body: reply.body,
        staff_email: reply.staffEmail,
        at: reply.at,
      });
      await trx('chat_messages')
        .where('id', messageId)
        .whereNull('answered_at')
        .update({ answered_at: reply.at, answer: reply.body });
      await insertAuditEntry(trx, audit);
      await insertOutboxMessages(trx, outbox);
    });
  }
}
