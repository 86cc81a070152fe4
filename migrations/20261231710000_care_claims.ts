import type { Knex } from 'knex';

/**
 * A claim is for compensation or for care (decision 0089): `kind` tells them apart, and an order leg may
 * have one of each per disruption, so the kind joins the unique key. Claims made before are compensation.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('compensation_claims', (table) => {
    table.string('kind', 16).notNullable().defaultTo('compensation');
    table.dropUnique(['order_id', 'leg_index', 'disruption_key']);
    table.unique(['order_id', 'leg_index', 'disruption_key', 'kind']);
  });
  await knex.raw(
    "alter table compensation_claims add constraint compensation_claims_kind check (kind in ('compensation', 'care'))",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('compensation_claims').where({ kind: 'care' }).delete();
  await knex.raw('alter table compensation_claims drop constraint compensation_claims_kind');
  await knex.schema.alterTable('compensation_claims', (table) => {
    table.dropUnique(['order_id', 'leg_index', 'disruption_key', 'kind']);
    table.unique(['order_id', 'leg_index', 'disruption_key']);
    table.dropColumn('kind');
  });
}
