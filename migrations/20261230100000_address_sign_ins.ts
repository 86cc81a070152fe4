import type { Knex } from 'knex';

/**
 * One-time sign-in links to a booking's address (issue #25, decision 0065). A row is one sign-in: the
 * link's token (stored as its SHA-256 hash only) works once within its expiry; redeeming it stores the hash
 * of the browser's proof of the address, which then opens that address's bookings until it expires.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('address_sign_ins', (table) => {
    table.uuid('id').primary();
    table.text('email').notNullable();
    table.text('reference').notNullable();
    table.text('token_hash').notNullable().unique();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('redeemed_at', { useTz: true });
    table.text('proof_hash').unique();
    table.timestamp('proof_expires_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('address_sign_ins');
}
