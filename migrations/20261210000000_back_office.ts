import type { Knex } from 'knex';

/**
 * The back office (issue #11): the audit log of staff actions, refunds staff ask for, replies to chat
 * messages, and what the jobs view needs of the outbox (the last error of a failed run, and discarding).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('audit_log', (table) => {
    table.bigIncrements('id');
    table.timestamp('at', { useTz: true }).notNullable();
    table.integer('actor_id').notNullable();
    table.string('actor_email', 254).notNullable();
    table.string('action', 60).notNullable();
    table.string('subject_type', 20).notNullable();
    table.string('subject_id', 64).notNullable();
    table.jsonb('before');
    table.jsonb('after');
    table.index(['subject_type', 'subject_id', 'id']);
  });

  await knex.schema.createTable('order_refunds', (table) => {
    table.uuid('id').primary();
    table.uuid('order_id').notNullable().references('orders.id').onDelete('cascade');
    table.integer('amount').notNullable();
    table.string('method', 10).notNullable();
    table.string('reason', 500).notNullable();
    table.string('status', 10).notNullable();
    table.string('requested_by', 254).notNullable();
    table.timestamp('requested_at', { useTz: true }).notNullable();
    table.timestamp('completed_at', { useTz: true });
    table.index(['order_id']);
  });
  await knex.raw('alter table order_refunds add constraint order_refunds_amount check (amount > 0)');

  await knex.schema.createTable('chat_replies', (table) => {
    table.uuid('id').primary();
    table.uuid('chat_message_id').notNullable().references('chat_messages.id').onDelete('cascade');
    table.text('body').notNullable();
    table.string('staff_email', 254).notNullable();
    table.timestamp('at', { useTz: true }).notNullable();
    table.index(['chat_message_id', 'at']);
  });

  await knex.schema.alterTable('outbox', (table) => {
    table.text('last_error');
    table.timestamp('discarded_at', { useTz: true });
  });
  // The jobs view and an order's page read the outbox by the order a job is about.
  await knex.raw("create index outbox_order on outbox ((payload->>'orderId'))");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists outbox_order');
  await knex.schema.alterTable('outbox', (table) => {
    table.dropColumn('discarded_at');
    table.dropColumn('last_error');
  });
  await knex.schema.dropTableIfExists('chat_replies');
  await knex.schema.dropTableIfExists('order_refunds');
  await knex.schema.dropTableIfExists('audit_log');
}
