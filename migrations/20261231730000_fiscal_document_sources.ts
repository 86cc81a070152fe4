import type { Knex } from 'knex';

/**
 * An order's fiscal documents beyond its sale's (decision 0096): a credit document per refund sent and a
 * document per paid change. Each is keyed by what it is for (`source`: `sale`, `refund:<id>`,
 * `change:<id>`), unique per order, so a job run twice or two processes at once issue it once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('fiscal_documents', (table) => {
    table.text('source').notNullable().defaultTo('sale');
  });
  await knex.schema.alterTable('fiscal_documents', (table) => {
    table.dropPrimary();
    table.primary(['order_id', 'source']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex('fiscal_documents').whereNot({ source: 'sale' }).delete();
  await knex.schema.alterTable('fiscal_documents', (table) => {
    table.dropPrimary();
    table.primary(['order_id']);
    table.dropColumn('source');
  });
}
