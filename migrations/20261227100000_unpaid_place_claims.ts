import type { Knex } from 'knex';

/**
 * Places a visitor's order is about to hold, claimed before the upstream hold is asked for (issue #33 item 2,
 * decision 0048): the per-sailing cap on unpaid places is counted and taken under one lock per sailing, so
 * orders arriving together cannot all pass it. A claim becomes the order's row when the order is recorded,
 * and lapses by itself if the process placing it dies.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('unpaid_place_claims', (table) => {
    table.uuid('order_id').notNullable();
    table.string('trip_id', 200).notNullable();
    table.integer('places').notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.primary(['order_id', 'trip_id']);
    table.index(['trip_id', 'expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('unpaid_place_claims');
}
