import type { Knex } from 'knex';

/**
 * Applying and paying an order's change (issue #25 points 4–6, decision 0068). A payment attempt may pay a
 * change rather than the order (`change_id`), so the one payment path serves both. A change remembers who
 * asked for it (for the timeline), when its confirmation was asked (a free change's one job is written with
 * that mark) and, for money back, the provider's reference once the difference is sent.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payment_attempts', (table) => {
    table.uuid('change_id').nullable().references('order_changes.id').onDelete('SET NULL');
  });
  await knex.schema.alterTable('order_changes', (table) => {
    table.string('requested_by', 200).notNullable().defaultTo('traveller');
    table.timestamp('confirm_requested_at', { useTz: true }).nullable();
    table.string('money_back_status', 16).nullable();
    table.string('money_back_reference', 200).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('order_changes', (table) => {
    table.dropColumn('requested_by');
    table.dropColumn('confirm_requested_at');
    table.dropColumn('money_back_status');
    table.dropColumn('money_back_reference');
  });
  await knex.schema.alterTable('payment_attempts', (table) => {
    table.dropColumn('change_id');
  });
}
