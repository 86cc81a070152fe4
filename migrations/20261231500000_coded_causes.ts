import type { Knex } from 'knex';

/**
 * An order event's cause and a ledger line's reason become a code and its values, worded in the reader's
 * language (issue #30 point 12, decision 0072). The old English text stays in `cause` and `reason` for the
 * rows written before; new coded rows leave it empty (staff adjustments still keep the reason staff typed).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('order_events', (table) => {
    table.string('cause_code', 60);
    table.jsonb('cause_values');
    table.string('cause', 200).nullable().alter();
  });
  await knex.schema.alterTable('reseller_credit_ledger', (table) => {
    table.string('reason_code', 60);
    table.jsonb('reason_values');
    table.string('reason', 200).nullable().alter();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex('order_events')
    .whereNull('cause')
    .update({ cause: knex.ref('cause_code') });
  await knex('reseller_credit_ledger')
    .whereNull('reason')
    .update({ reason: knex.ref('reason_code') });
  await knex.schema.alterTable('order_events', (table) => {
    table.dropColumn('cause_code');
    table.dropColumn('cause_values');
    table.string('cause', 200).notNullable().alter();
  });
  await knex.schema.alterTable('reseller_credit_ledger', (table) => {
    table.dropColumn('reason_code');
    table.dropColumn('reason_values');
    table.string('reason', 200).notNullable().alter();
  });
}
