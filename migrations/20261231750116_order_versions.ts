import type { Knex } from 'knex';

/**
 * The order as a record of versions (issue #46, decision 0116): one row per move that changed what the order
 * is (its status, or a leg's sailing, passengers, tickets or state), numbered from 1 per order, written in the
 * move's transaction. Orders placed before keep no history before their next move, whose transaction first
 * records how they stood.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('order_versions', (table) => {
    table.uuid('order_id').notNullable().references('orders.id').onDelete('cascade');
    table.integer('number').notNullable();
    table.string('cause_code', 64).notNullable();
    table.jsonb('contents').notNullable();
    table.timestamp('at', { useTz: true }).notNullable();
    table.primary(['order_id', 'number']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('order_versions');
}
