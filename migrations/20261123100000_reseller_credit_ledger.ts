import type { Knex } from 'knex';

/**
 * The resellers' credit ledger (spec §1, §6): every charge of a booking, refund, top-up and adjustment, in
 * signed cents (a charge uses credit, a refund gives it back). `resellers.credit_used` is its running sum,
 * moved in the same transaction and guarded so that it never exceeds the limit. One charge and one refund
 * per order at most.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reseller_credit_ledger', (table) => {
    table.bigIncrements('id');
    table.integer('reseller_user_id').notNullable().references('resellers.user_id').onDelete('restrict');
    table.uuid('order_id').references('orders.id').onDelete('restrict');
    table.string('kind', 20).notNullable();
    table.integer('amount').notNullable();
    table.string('reason', 200).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.index(['reseller_user_id', 'created_at']);
  });
  await knex.raw(
    "create unique index reseller_credit_ledger_order_kind on reseller_credit_ledger (order_id, kind) where kind in ('charge', 'refund')",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('reseller_credit_ledger');
}
