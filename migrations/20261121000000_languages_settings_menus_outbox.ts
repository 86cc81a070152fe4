import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('languages', (table) => {
    table.string('code', 8).primary();
    table.string('name', 64).notNullable();
    table.boolean('is_default').notNullable().defaultTo(false);
    table.boolean('active').notNullable().defaultTo(true);
    table.integer('position').notNullable().defaultTo(0);
  });
  // Exactly one default language.
  await knex.raw('create unique index languages_single_default on languages (is_default) where is_default');

  await knex.schema.createTable('settings', (table) => {
    table.string('key', 128).primary();
    table.jsonb('value').notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('menus', (table) => {
    table.increments('id');
    table.integer('parent_id').references('menus.id').onDelete('CASCADE');
    table.string('name', 200).notNullable();
    table.string('language_code', 8).notNullable().references('languages.code');
    table.string('link', 500);
    table.boolean('active').notNullable().defaultTo(true);
    table.integer('position').notNullable().defaultTo(0);
    table.index(['parent_id', 'position']);
    table.index(['name', 'language_code']);
  });

  await knex.schema.createTable('outbox', (table) => {
    table.uuid('id').primary();
    table.string('name', 100).notNullable();
    table.jsonb('payload').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('relayed_at', { useTz: true });
    table.integer('attempts').notNullable().defaultTo(0);
    table.timestamp('next_attempt_at', { useTz: true }).notNullable();
  });
  await knex.raw('create index outbox_due on outbox (next_attempt_at) where relayed_at is null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('outbox');
  await knex.schema.dropTable('menus');
  await knex.schema.dropTable('settings');
  await knex.schema.dropTable('languages');
}
