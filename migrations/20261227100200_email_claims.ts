import type { Knex } from 'knex';

/**
 * When an e-mail's send was claimed (issue #33 item 10, decision 0049): two deliveries of one e-mail job at
 * once (a worker thought dead and its replacement) must not both send it, and a claim whose process died
 * must not keep it unsent for ever.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('emails', (table) => {
    table.timestamp('claimed_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('emails', (table) => {
    table.dropColumn('claimed_at');
  });
}
