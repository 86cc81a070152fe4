import type { Knex } from 'knex';

/**
 * A coupon use is taken when an order is placed with it (`reserved`), kept when the order is paid
 * (`redeemed`) and given back when the order fails or expires (`released`). A limited coupon's
 * `total_uses_limit` counts the uses left and is moved in the same transaction, guarded so it never goes
 * below zero: two travellers racing for the last use cannot both get it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('coupon_reservations', (table) => {
    table.uuid('order_id').primary().references('orders.id').onDelete('cascade');
    table.integer('coupon_id').notNullable().references('coupons.id').onDelete('restrict');
    table.string('status', 20).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.index(['coupon_id', 'status']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('coupon_reservations');
}
