import type { Knex } from 'knex';

/**
 * Authorise, issue, then capture (issue #54 item 1, decision 0127). A payment attempt that only authorised
 * keeps what was authorised (`authorised_amount`); its `amount` becomes what was captured, when it was
 * (`captured_at`), and `voided_at` says when what no capture took was let go. The sandbox provider keeps the
 * same of its own payments: whether one only authorises, and its one capture with its key.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payment_attempts', (table) => {
    table.integer('authorised_amount');
    table.timestamp('captured_at', { useTz: true });
    table.timestamp('voided_at', { useTz: true });
    table.index(['status', 'completed_at']);
  });
  await knex.schema.alterTable('sandbox_payments', (table) => {
    table.boolean('authorise_only').notNullable().defaultTo(false);
    table.integer('captured');
    table.string('capture_key', 64);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sandbox_payments', (table) => {
    table.dropColumn('capture_key');
    table.dropColumn('captured');
    table.dropColumn('authorise_only');
  });
  await knex.schema.alterTable('payment_attempts', (table) => {
    table.dropIndex(['status', 'completed_at']);
    table.dropColumn('voided_at');
    table.dropColumn('captured_at');
    table.dropColumn('authorised_amount');
  });
}
