import type { Knex } from 'knex';

/**
 * Protected connections and the travellers' choices (issue #26 points 3 and 6, decision 0076): an event
 * recorded on an order keeps the legs whose connection it broke beside those it touches, and what the
 * traveller (or staff for them) chose for each leg, who and when.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('order_disruptions', (table) => {
    table.jsonb('connection_legs').notNullable().defaultTo('[]');
    table.jsonb('choices').notNullable().defaultTo('[]');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('order_disruptions', (table) => {
    table.dropColumn('connection_legs');
    table.dropColumn('choices');
  });
}
