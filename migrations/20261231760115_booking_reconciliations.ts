import type { Knex } from 'knex';

/**
 * The daily reconciliation's findings (issue #47 point 5, decision 0115): one row per difference found
 * between an order and its company's booking, unique by what differs so that a second run finds nothing new.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('booking_reconciliations', (table) => {
    table.uuid('order_id').notNullable().references('orders.id').onDelete('cascade');
    table.string('key', 500).notNullable();
    table.string('agent_name', 64).notNullable();
    table.string('order_code', 128).notNullable();
    table.jsonb('fields').notNullable();
    table.jsonb('cancelled_legs').notNullable();
    table.integer('refund_owed').notNullable();
    table.timestamp('found_at', { useTz: true }).notNullable();
    table.primary(['order_id', 'key']);
    table.index(['found_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('booking_reconciliations');
}
