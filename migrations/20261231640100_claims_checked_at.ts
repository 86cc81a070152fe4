import type { Knex } from 'knex';

/**
 * The claims sweep takes the open claims looked at longest ago first (decision 0076): `checked_at` is when
 * a sweep last took a claim, so claims a company never answers no longer keep the newer ones waiting
 * behind them when more are open than one batch holds.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('compensation_claims', (table) => {
    table.timestamp('checked_at', { useTz: true });
    table.index(['checked_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('compensation_claims', (table) => {
    table.dropIndex(['checked_at']);
    table.dropColumn('checked_at');
  });
}
