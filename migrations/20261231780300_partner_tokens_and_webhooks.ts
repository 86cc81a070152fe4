import type { Knex } from 'knex';

/**
 * What partners manage themselves (issue #52, decision 0128): their API tokens (kept as a SHA-256 digest,
 * shown once), the HTTPS endpoints their webhooks go to, the events of their orders written in the order's
 * own transaction, and each delivery of an event to an endpoint with its attempts.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('partner_tokens', (table) => {
    table.uuid('id').primary();
    table.integer('user_id').notNullable().references('users.id').onDelete('cascade');
    table.string('name', 80).notNullable();
    table.jsonb('scopes').notNullable();
    table.string('token_hash', 64).notNullable().unique();
    table.string('last_four', 4).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('last_used_at', { useTz: true });
    table.timestamp('revoked_at', { useTz: true });
    table.index(['user_id']);
  });
  await knex.schema.createTable('webhook_endpoints', (table) => {
    table.uuid('id').primary();
    table.integer('user_id').notNullable().references('users.id').onDelete('cascade');
    table.string('url', 500).notNullable();
    table.jsonb('events').notNullable();
    table.string('secret', 80).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('removed_at', { useTz: true });
    table.index(['user_id']);
  });
  await knex.schema.createTable('partner_events', (table) => {
    table.bigIncrements('id');
    table.uuid('order_id').notNullable().references('orders.id').onDelete('cascade');
    table.integer('user_id').notNullable();
    table.string('type', 40).notNullable();
    table.jsonb('data').notNullable();
    table.timestamp('at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('webhook_deliveries', (table) => {
    table.uuid('id').primary();
    table.uuid('endpoint_id').notNullable().references('webhook_endpoints.id').onDelete('cascade');
    table.bigInteger('event_id').notNullable().references('partner_events.id').onDelete('cascade');
    table.string('status', 12).notNullable();
    table.integer('attempts').notNullable().defaultTo(0);
    table.integer('last_status');
    table.string('last_error', 300);
    table.timestamp('last_attempt_at', { useTz: true });
    table.timestamp('delivered_at', { useTz: true });
    table.unique(['endpoint_id', 'event_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('webhook_deliveries');
  await knex.schema.dropTableIfExists('partner_events');
  await knex.schema.dropTableIfExists('webhook_endpoints');
  await knex.schema.dropTableIfExists('partner_tokens');
}
