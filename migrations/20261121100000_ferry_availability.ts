import type { Knex } from 'knex';

/**
 * The simulated ferry network's availability: places per sailing and resource (an accommodation code,
 * GARAGE in decimetres, KENNEL), and the bookings that take them. A place is taken by a confirmed booking
 * or by a hold that has not lapsed, so an expired hold frees its places without any sweeper.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ferry_capacity', (table) => {
    table.string('sailing_id', 64).notNullable();
    table.string('resource', 16).notNullable();
    table.integer('capacity').notNullable();
    table.primary(['sailing_id', 'resource']);
  });
  await knex.raw(
    'alter table ferry_capacity add constraint ferry_capacity_non_negative check (capacity >= 0)',
  );

  await knex.schema.createTable('ferry_bookings', (table) => {
    table.string('order_code', 32).primary();
    table.string('agent_name', 64).notNullable();
    table.string('status', 16).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.string('user_id', 64);
    table.string('session_id', 64);
    table.integer('total').notNullable();
    table.jsonb('legs').notNullable();
    table.jsonb('leader');
    table.jsonb('tickets').notNullable().defaultTo('[]');
    table.index(['status', 'expires_at']);
  });
  await knex.raw(
    "alter table ferry_bookings add constraint ferry_bookings_status check (status in ('held', 'inserted', 'confirmed', 'failed', 'expired', 'cancelled'))",
  );

  await knex.schema.createTable('ferry_booking_places', (table) => {
    table.string('order_code', 32).notNullable().references('ferry_bookings.order_code').onDelete('CASCADE');
    table.string('sailing_id', 64).notNullable();
    table.string('resource', 16).notNullable();
    table.integer('quantity').notNullable();
    table.primary(['order_code', 'sailing_id', 'resource']);
    table.index(['sailing_id', 'resource']);
  });
  await knex.raw(
    'alter table ferry_booking_places add constraint ferry_booking_places_positive check (quantity > 0)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('ferry_booking_places');
  await knex.schema.dropTableIfExists('ferry_bookings');
  await knex.schema.dropTableIfExists('ferry_capacity');
}
