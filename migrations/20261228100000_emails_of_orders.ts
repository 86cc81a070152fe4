import type { Knex } from 'knex';

/**
 * Each e-mail about an order names it, so an order's timeline shows its own e-mails only (issue #24): the
 * same address may have several orders. E-mails sent by an order job before this are linked through
 * their job's outbox row, whose id they share.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('emails', (table) => {
    table.uuid('order_id');
    table.index(['order_id']);
  });
  await knex.raw(
    `update emails set order_id = (outbox.payload->>'orderId')::uuid
       from outbox
      where outbox.id = emails.id
        and outbox.payload->>'orderId' ~ '^[0-9a-fA-F-]{36}$'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('emails', (table) => {
    table.dropColumn('order_id');
  });
}
