import type { Knex } from 'knex';

/**
 * The sandbox provider's refunds by their idempotency key (issue #49 item 8, decision 0120): a refund sent
 * again with its key is answered with the first one, as a real provider does, and no money moves twice.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sandbox_refunds', (table) => {
    table.string('key', 64).primary();
    table.string('payment_id', 64).notNullable();
    table.integer('amount').notNullable();
    table.timestamp('at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sandbox_refunds');
}
