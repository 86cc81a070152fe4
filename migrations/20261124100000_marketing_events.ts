import type { Knex } from 'knex';

/**
 * `marketing_sends`: one row per `marketing.send` job (the outbox id), so a job that runs again does not
 * send again and a provider that keeps refusing shows here with its last error.
 * `sandbox_marketing_events`: what the sandbox provider received, one row per event id as Meta counts them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('marketing_sends', (table) => {
    table.uuid('job_id').primary();
    table.string('event_id', 100).notNullable();
    table.string('event_name', 30).notNullable();
    table.string('status', 20).notNullable();
    table.integer('attempts').notNullable().defaultTo(0);
    table.string('error', 1000);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('sent_at', { useTz: true });
    table.index(['status']);
  });
  await knex.schema.createTable('sandbox_marketing_events', (table) => {
    table.string('event_id', 100).primary();
    table.string('event_name', 30).notNullable();
    table.jsonb('event').notNullable();
    table.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sandbox_marketing_events');
  await knex.schema.dropTableIfExists('marketing_sends');
}
