import type { Knex } from 'knex';

/**
 * Changes to sold bookings in the simulated ferry network (issue #25 point 9): a row is one change the
 * company quoted and holds. The new places it needs are held as a booking of its own (`ferry_bookings`
 * row under the change code, lapsing like any hold) and move to the booking when the change is confirmed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ferry_booking_changes', (table) => {
    table.string('change_code', 32).primary();
    table.string('order_code', 32).notNullable().references('ferry_bookings.order_code').onDelete('CASCADE');
    table.string('agent_name', 64).notNullable();
    table.string('status', 16).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.jsonb('quote').notNullable();
    /** The leg as it was when quoted: a change confirmed on another base would undo someone else's. */
    table.jsonb('base_leg').notNullable();
    table.string('releases_sailing', 64);
    table.jsonb('voided_tickets').notNullable().defaultTo('[]');
    table.index(['order_code']);
  });
  await knex.raw(
    "alter table ferry_booking_changes add constraint ferry_booking_changes_status check (status in ('held', 'confirmed', 'released'))",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('ferry_booking_changes');
}
