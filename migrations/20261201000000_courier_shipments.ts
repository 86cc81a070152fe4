import type { Knex } from 'knex';

/**
 * Courier delivery of printed tickets: `order_shipments` holds the one courier voucher of an order (its
 * primary key is the order, so a job that runs twice cannot store a second); `sandbox_courier_shipments`
 * belongs to the sandbox courier Kyma plays itself.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('order_shipments', (table) => {
    table.uuid('order_id').primary().references('orders.id').onDelete('cascade');
    table.string('courier', 20).notNullable();
    table.string('shipping_number', 40).notNullable();
    table.text('tracking_url');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.unique(['courier', 'shipping_number']);
  });

  await knex.schema.createTable('sandbox_courier_shipments', (table) => {
    table.string('shipping_number', 20).primary();
    table.string('reference', 40).notNullable().unique();
    table.jsonb('recipient').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sandbox_courier_shipments');
  await knex.schema.dropTableIfExists('order_shipments');
}
