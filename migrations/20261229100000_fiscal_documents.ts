import type { Knex } from 'knex';

/**
 * Invoices and receipts of paid orders (issue #24, decision 0062). `fiscal_series` holds the last number
 * given in each series and year: issuing locks its row, so numbers follow each other without gaps whatever
 * runs at once. A document is kept whole as JSON (it never changes once issued); its MARK, AADE's number
 * for it (decision 0063), arrives later.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('fiscal_series', (table) => {
    table.text('series').notNullable();
    table.integer('year').notNullable();
    table.integer('last_number').notNullable();
    table.primary(['series', 'year']);
  });
  await knex.schema.createTable('fiscal_documents', (table) => {
    table.uuid('order_id').primary();
    table.text('series').notNullable();
    table.integer('year').notNullable();
    table.integer('number').notNullable();
    table.jsonb('document').notNullable();
    table.timestamp('issued_at', { useTz: true }).notNullable();
    table.text('mark');
    table.timestamp('reported_at', { useTz: true });
    table.unique(['series', 'year', 'number']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('fiscal_documents');
  await knex.schema.dropTable('fiscal_series');
}
