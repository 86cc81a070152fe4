import type { Knex } from 'knex';

/**
 * A refund drawn across an order's payments (decision 0084): after a paid change an order has two or more
 * card payments, and the provider gives back on each at most what it took. One row per provider refund:
 * the payment it drew on, the refund it belongs to (`order`, `leg-N`, a change's id), how much and the
 * provider's reference. A rerun finds what was drawn already and sends only the rest.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_refund_draws', (table) => {
    table.uuid('id').primary();
    table.uuid('order_id').notNullable().references('orders.id').onDelete('CASCADE');
    table.uuid('payment_attempt_id').notNullable().references('payment_attempts.id').onDelete('CASCADE');
    table.text('refund_id').notNullable();
    table.integer('amount').notNullable();
    table.text('provider_reference').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.unique(['order_id', 'refund_id', 'payment_attempt_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payment_refund_draws');
}
