import type { Knex } from 'knex';
import type {
  ContactMessage,
  ContactMessageRepository,
} from '#application/ports/contact-message-repository.ts';
import type { OutboxMessage } from '#application/ports/outbox-repository.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { countRows } from './back-office/count-rows.ts';
import { insertOutboxMessages } from './outbox-rows.ts';

export class PostgresContactMessageRepository implements ContactMessageRepository {
  readonly #knex: Knex;

  constructor(knex: Knex) {
    this.#knex = knex;
  }

  async save(message: ContactMessage, outbox: OutboxMessage[]): Promise<void> {
    await this.#knex.transaction(async (trx) => {
      await trx('contact_messages').insert({
        id: message.id,
        name: message.name,
        last_name: message.lastName,
        email: message.email,
        phone: message.phone,
        message: message.message,
        language_code: message.locale,
        created_at: message.createdAt,
      });
      await insertOutboxMessages(trx, outbox);
    });
  }

  async list(query: { limit: number; offset: number }) {
    const total = await countRows(this.#knex('contact_messages'));
    const rows = await this.#knex('contact_messages')
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(query.limit)
      .offset(query.offset);
    return {
      total,
      messages: rows.map(
        (row): ContactMessage => ({
          id: row.id,
          name: row.name,
          lastName: row.last_name,
          email: row.email,
          phone: row.phone,
          message: row.message,
          locale: row.language_code as LocaleCode,
          createdAt: new Date(row.created_at),
        }),
      ),
    };
  }
}
