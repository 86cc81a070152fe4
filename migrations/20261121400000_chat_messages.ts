import type { Knex } from 'knex';

/** Live-chat messages from visitors, kept so staff can answer them from the back office. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('chat_messages', (table) => {
    table.uuid('id').primary();
    table.string('name', 100).notNullable();
    table.string('email', 254).notNullable();
    table.string('booking_code', 40).notNullable().defaultTo('');
    table.text('message').notNullable();
    table.string('language_code', 8).notNullable();
    table.boolean('sent_while_online').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.text('answer');
    table.timestamp('answered_at', { useTz: true });
    table.index(['answered_at', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('chat_messages');
}
