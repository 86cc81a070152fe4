import type { Knex } from 'knex';

/** Contact-form messages, kept for staff to read in the back office (issue #11 item 7) as well as e-mailed. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contact_messages', (table) => {
    table.uuid('id').primary();
    table.string('name', 100).notNullable();
    table.string('last_name', 100).notNullable();
    table.string('email', 254).notNullable();
    table.string('phone', 40).notNullable().defaultTo('');
    table.text('message').notNullable();
    table.string('language_code', 8).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('contact_messages');
}
