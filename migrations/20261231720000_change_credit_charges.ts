import type { Knex } from 'knex';

/**
 * A reseller's change is charged to its credit, one ledger line per change (decision 0095): `change_id` names
 * it. An order keeps one booking charge and one booking refund (lines without a change); a change keeps one
 * charge and one refund of its own.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('reseller_credit_ledger', (table) => {
    table.uuid('change_id').references('order_changes.id').onDelete('restrict');
  });
  await knex.raw('drop index reseller_credit_ledger_order_kind');
  await knex.raw(
    "create unique index reseller_credit_ledger_order_kind on reseller_credit_ledger (order_id, kind) where kind in ('charge', 'refund') and change_id is null",
  );
  await knex.raw(
    "create unique index reseller_credit_ledger_change_kind on reseller_credit_ledger (change_id, kind) where kind in ('charge', 'refund') and change_id is not null",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('reseller_credit_ledger').whereNotNull('change_id').delete();
  await knex.raw('drop index reseller_credit_ledger_change_kind');
  await knex.raw('drop index reseller_credit_ledger_order_kind');
  await knex.raw(
    "create unique index reseller_credit_ledger_order_kind on reseller_credit_ledger (order_id, kind) where kind in ('charge', 'refund')",
  );
  await knex.schema.alterTable('reseller_credit_ledger', (table) => {
    table.dropColumn('change_id');
  });
}
