import type { Knex } from 'knex';

/**
 * Every refund tracked with the same steps (issue #25 point 7, decision 0075): a staff refund and a surplus
 * payment given back keep the provider's reference of the refund, and a staff refund the provider (or the
 * reseller's credit) it went through. Refunds done before this kept no reference; a credit one is known to
 * have gone to the credit limit.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('order_refunds', (table) => {
    table.text('sent_through');
    table.text('provider_reference');
  });
  await knex('order_refunds').where({ method: 'credit', status: 'done' }).update({ sent_through: 'credit' });
  await knex.schema.alterTable('payment_attempts', (table) => {
    table.text('refund_reference');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payment_attempts', (table) => {
    table.dropColumn('refund_reference');
  });
  await knex.schema.alterTable('order_refunds', (table) => {
    table.dropColumn('provider_reference');
    table.dropColumn('sent_through');
  });
}
