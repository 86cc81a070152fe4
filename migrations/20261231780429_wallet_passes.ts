import type { Knex } from 'knex';

/**
 * Wallet passes (issue #53, decision 0129): one row per sailing whose Apple Wallet pass was handed out, with
 * the token Wallet authenticates with, and the devices registered for its updates (Apple's pass web service).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('wallet_passes', (table) => {
    table.string('serial_number', 64).primary();
    table.uuid('order_id').notNullable().references('orders.id').onDelete('cascade');
    table.integer('leg_index').notNullable();
    table.string('authentication_token', 64).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.unique(['order_id', 'leg_index']);
  });
  await knex.schema.createTable('wallet_registrations', (table) => {
    table.string('device_library_identifier', 128).notNullable();
    table.string('pass_type_identifier', 128).notNullable();
    table
      .string('serial_number', 64)
      .notNullable()
      .references('wallet_passes.serial_number')
      .onDelete('cascade');
    table.string('push_token', 256).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.primary(['device_library_identifier', 'pass_type_identifier', 'serial_number']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('wallet_registrations');
  await knex.schema.dropTableIfExists('wallet_passes');
}
