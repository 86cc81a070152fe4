import type { Knex } from 'knex';
import type { ChatMessage, ChatMessageRepository } from '#application/ports/chat-message-repository.ts';
import type { OutboxMessage } from '#application/ports/outbox-repository.ts';
import { insertOutboxMessages } from './outbox-rows.ts';

export class PostgresChatMessageRepository implements ChatMessageRepository {
  readonly #knex: Knex;

  constructor(knex: Knex) {
    this.#knex = knex;
  }

  async save(message: ChatMessage, outbox: OutboxMessage[]): Promise<void> {
    await this.#knex.transaction(async (trx) => {
      await trx('chat_messages').insert({
        id: message.id,
        name: message.name,
        email: message.email,
        booking_code: message.bookingCode,
        message: message.message,
        language_code: message.locale,
        sent_while_online: message.sentWhileOnline,
        created_at: message.createdAt,
      });
      await insertOutboxMessages(trx, outbox);
    });
  }
}
