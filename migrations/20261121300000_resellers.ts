import type { Knex } from 'knex';

/**
 * Resellers (spec §6): travel agencies that book for their customers through /booknow and pay from a
 * credit limit. `user_id` is their booknow user id. Money is integer euro cents.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('resellers', (table) => {
    table.increments('id');
    table.integer('user_id').notNullable().unique();
    table.string('company_name', 200).notNullable();
    table.string('contact_email', 254).notNullable();
    table.integer('credit_limit').notNullable().defaultTo(0);
    table.integer('credit_used').notNullable().defaultTo(0);
    table.boolean('active').notNullable().defaultTo(true);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    'alter table resellers add constraint resellers_credit check (user_id > 0 and credit_limit >= 0 and credit_used >= 0)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('resellers');
}
