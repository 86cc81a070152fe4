import type { Knex } from 'knex';

/**
 * Compensation claims Kyma sends for its travellers (issue #26, decision 0070): one per order leg and
 * disruption (the unique key makes a second submit answer the first), what it asks, the company's code once
 * it took it, and each step the company took with its date, followed like a refund.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('compensation_claims', (table) => {
    table.uuid('id').primary();
    table.uuid('order_id').notNullable().references('orders.id').onDelete('CASCADE');
    table.integer('leg_index').notNullable();
    table.text('disruption_key').notNullable();
    table.jsonb('draft').notNullable();
    table.string('claim_code', 32);
    table.string('progress', 16).notNullable();
    table.jsonb('steps').notNullable().defaultTo('[]');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.unique(['order_id', 'leg_index', 'disruption_key']);
    table.index(['progress']);
  });
  await knex.raw(
    "alter table compensation_claims add constraint compensation_claims_progress check (progress in ('pending', 'submitted', 'accepted', 'refused', 'paid'))",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('compensation_claims');
}
