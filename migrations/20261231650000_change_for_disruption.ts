import type { Knex } from 'knex';

/**
 * A change made for a disruption (issue #26 point 3, decision 0082): waived, it costs the traveller nothing,
 * and confirming it records the traveller's choice on the order's disruption.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('order_changes', (table) => {
    table.boolean('for_disruption').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('order_changes', (table) => {
    table.dropColumn('for_disruption');
  });
}
