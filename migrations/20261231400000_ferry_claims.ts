import type { Knex } from 'knex';

/**
 * Compensation claims taken by the simulated ferry systems (issue #26, decision 0070): the company's side of
 * a claim. Its steps are not stored: they follow from when it was submitted and the decision taken then, so
 * a claim reads the same at the same time on every run.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ferry_claims', (table) => {
    table.string('claim_code', 32).primary();
    table.string('agent_name', 64).notNullable();
    table.text('claim_key').notNullable();
    table.string('order_code', 32).notNullable();
    table.jsonb('request').notNullable();
    table.string('decision', 16).notNullable();
    table.timestamp('submitted_at', { useTz: true }).notNullable();
    table.unique(['agent_name', 'claim_key']);
  });
  await knex.raw(
    "alter table ferry_claims add constraint ferry_claims_decision check (decision in ('accepted', 'refused'))",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('ferry_claims');
}
