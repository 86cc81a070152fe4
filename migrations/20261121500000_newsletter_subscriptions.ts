import type { Knex } from 'knex';

/** Newsletter sign-ups with double opt-in: pending until the e-mailed link is followed. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('newsletter_subscriptions', (table) => {
    table.uuid('id').primary();
    table.string('email', 254).notNullable();
    table.string('group_id', 100).notNullable();
    table.string('language_code', 8).notNullable();
    table.string('status', 16).notNullable().checkIn(['pending', 'confirmed', 'unsubscribed']);
    table.string('token_hash', 64);
    table.timestamp('token_expires_at', { useTz: true });
    table.timestamp('requested_at', { useTz: true }).notNullable();
    table.timestamp('confirmed_at', { useTz: true });
    table.unique(['email', 'group_id']);
    table.unique(['token_hash']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('newsletter_subscriptions');
}
