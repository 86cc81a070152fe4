import type { Knex } from 'knex';

/**
 * Kyma's own orders (decision 0010): one row per sale with its frozen contents as JSON, the status guarded
 * by conditional updates, every change of status in `order_events`, every try to take the money in
 * `payment_attempts`. `sandbox_payments` belongs to the sandbox payment provider Kyma serves itself.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('orders', (table) => {
    table.uuid('id').primary();
    table.string('reference', 19).notNullable().unique();
    table.string('token_hash', 64).notNullable();
    table.string('status', 20).notNullable();
    table.string('locale', 2).notNullable();
    table.integer('user_id');
    table.integer('reseller_id');
    table.string('email', 254).notNullable();
    table.integer('final_price').notNullable();
    table.string('payment_method', 20).notNullable();
    table.timestamp('hold_expires_at', { useTz: true }).notNullable();
    table.jsonb('contents').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.index(['status', 'hold_expires_at']);
    table.index(['email']);
  });
  await knex.raw('alter table orders add constraint orders_final_price check (final_price >= 0)');

  await knex.schema.createTable('order_events', (table) => {
    table.bigIncrements('id');
    table.uuid('order_id').notNullable().references('orders.id').onDelete('cascade');
    table.string('from_status', 20);
    table.string('to_status', 20).notNullable();
    table.string('cause', 200).notNullable();
    table.timestamp('at', { useTz: true }).notNullable();
    table.index(['order_id', 'id']);
  });

  await knex.schema.createTable('payment_attempts', (table) => {
    table.uuid('id').primary();
    table.uuid('order_id').notNullable().references('orders.id').onDelete('cascade');
    table.string('provider', 20).notNullable();
    table.string('provider_payment_id', 100).notNullable();
    table.integer('amount').notNullable();
    table.string('currency', 3).notNullable();
    table.string('status', 20).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('completed_at', { useTz: true });
    table.unique(['provider', 'provider_payment_id']);
    table.index(['order_id']);
  });

  await knex.schema.createTable('sandbox_payments', (table) => {
    table.string('id', 40).primary();
    table.string('merchant_reference', 40).notNullable();
    table.integer('amount').notNullable();
    table.string('currency', 3).notNullable();
    table.string('description', 200).notNullable();
    table.string('locale', 2).notNullable();
    table.text('return_url').notNullable();
    table.string('status', 20).notNullable();
    table.integer('refunded').notNullable().defaultTo(0);
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('decided_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sandbox_payments');
  await knex.schema.dropTableIfExists('payment_attempts');
  await knex.schema.dropTableIfExists('order_events');
  await knex.schema.dropTableIfExists('orders');
}
