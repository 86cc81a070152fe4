import type { Knex } from 'knex';

/**
 * Disruptions of sailings (issue #26, decision 0069).
 * - `ferry_sailing_events`: the simulated network's own record of the events staff caused on demand
 *   (the generated ones need no storage: they follow from the sailing id).
 * - `sailing_disruptions`: every event Kyma has read from an upstream's feed, once per upstream and event
 *   id; the public page and the results read it, never the upstreams.
 * - `order_disruptions`: an event recorded on an order it touches, once (the primary key): the row is
 *   written with the notices' outbox messages, so a traveller is told once and nothing is lost.
 * - `sms_messages`: what was texted, keyed by job id, as `emails` is for e-mail: a retried job finds its
 *   message sent and stops.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ferry_sailing_events', (table) => {
    table.string('id', 64).primary();
    table.string('sailing_id', 64).notNullable();
    table.string('kind', 16).notNullable();
    table.integer('delay_minutes');
    table.timestamp('departure', { useTz: true }).notNullable();
    table.timestamp('occurred_at', { useTz: true }).notNullable();
    table.index(['departure']);
    table.index(['sailing_id']);
  });

  await knex.schema.createTable('sailing_disruptions', (table) => {
    table.string('agent_name', 64).notNullable();
    table.string('event_id', 128).notNullable();
    table.string('sailing_id', 64).notNullable();
    table.string('kind', 16).notNullable();
    table.timestamp('departure', { useTz: true }).notNullable();
    table.jsonb('trip_ids').notNullable();
    table.jsonb('event').notNullable();
    table.timestamp('recorded_at', { useTz: true }).notNullable();
    table.primary(['agent_name', 'event_id']);
    table.index(['departure']);
  });
  await knex.raw('create index sailing_disruptions_trip_ids on sailing_disruptions using gin (trip_ids)');

  await knex.schema.createTable('order_disruptions', (table) => {
    table.uuid('order_id').notNullable().references('orders.id').onDelete('cascade');
    table.string('agent_name', 64).notNullable();
    table.string('event_id', 128).notNullable();
    table.jsonb('legs').notNullable();
    table.timestamp('recorded_at', { useTz: true }).notNullable();
    table.primary(['order_id', 'agent_name', 'event_id']);
  });

  await knex.schema.createTable('sms_messages', (table) => {
    table.string('id', 100).primary();
    table.string('recipient', 32).notNullable();
    table.string('template', 64).notNullable();
    table.string('locale', 2).notNullable();
    table.uuid('order_id');
    table.string('status', 16).notNullable();
    table.timestamp('claimed_at', { useTz: true });
    table.timestamp('sent_at', { useTz: true });
    table.string('provider_id', 64);
    table.text('error');
    table.index(['order_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sms_messages');
  await knex.schema.dropTable('order_disruptions');
  await knex.schema.dropTable('sailing_disruptions');
  await knex.schema.dropTable('ferry_sailing_events');
}
