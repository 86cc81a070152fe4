import type { Knex } from 'knex';

/**
 * A provider refund's state (decision 0130): `pending` while the provider is still processing it (Viva's
 * StatusId A), `settled` once given back, `failed` when the provider gave up. A pending one is asked again at
 * `next_check_at`, `state_checks` times so far (the follower backs off). Refunds recorded before were
 * accepted as given back, so they are settled.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payment_refund_draws', (table) => {
    table.text('provider_state').notNullable().defaultTo('settled');
    table.integer('state_checks').notNullable().defaultTo(0);
    table.timestamp('next_check_at', { useTz: true }).nullable();
    table.timestamp('state_at', { useTz: true }).nullable();
  });
  await knex.raw(
    "alter table payment_refund_draws add constraint payment_refund_draws_provider_state check (provider_state in ('pending', 'settled', 'failed'))",
  );
  await knex.raw(
    "create index payment_refund_draws_pending on payment_refund_draws (next_check_at) where provider_state = 'pending'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists payment_refund_draws_pending');
  await knex.schema.alterTable('payment_refund_draws', (table) => {
    table.dropChecks(['payment_refund_draws_provider_state']);
    table.dropColumns('provider_state', 'state_checks', 'next_check_at', 'state_at');
  });
}
