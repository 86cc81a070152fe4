import type { Knex } from 'knex';

/**
 * A payment the provider confirmed that is not its order's payment (the order had failed, expired or was
 * already paid by another attempt) is a surplus charge, given back by `order.refundSurplus` (issue #33
 * item 3, decision 0049). The flag keeps it apart from the attempt that holds the order's money.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payment_attempts', (table) => {
    table.boolean('surplus').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payment_attempts', (table) => {
    table.dropColumn('surplus');
  });
}
