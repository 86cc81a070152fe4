import type { Knex } from 'knex';

/**
 * An order's changes (issue #25 points 4–6, decision 0068): one row per change to one leg, with the company's
 * change code, the quote as charge lines in cents and its own status. At most one change per leg is open at
 * a time: the partial unique index makes a second hold on the leg answer the first instead of adding one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('order_changes', (table) => {
    table.uuid('id').primary();
    table.uuid('order_id').notNullable().references('orders.id').onDelete('CASCADE');
    table.integer('leg_index').notNullable();
    table.string('kind', 16).notNullable();
    table.string('status', 16).notNullable();
    table.jsonb('request').notNullable();
    table.string('agent_name', 64).notNullable();
    table.string('change_code', 32).notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.integer('fare_difference').notNullable();
    table.integer('fee').notNullable();
    table.integer('total').notNullable();
    table.jsonb('charge_lines').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.index(['order_id']);
  });
  await knex.raw(
    "alter table order_changes add constraint order_changes_status check (status in ('quoted', 'held', 'paid', 'ticketed', 'done', 'failed', 'expired'))",
  );
  await knex.raw(
    "create unique index order_changes_one_open_per_leg on order_changes (order_id, leg_index) where status in ('quoted', 'held', 'paid', 'ticketed')",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('order_changes');
}
