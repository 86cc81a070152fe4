import type { Knex } from 'knex';

/**
 * What the public content pages need beyond the content API's schema: a slug of its own per language
 * (the default language's in the entity row, the others' in `<table>_translations`), page titles, meta
 * descriptions, card summaries, destination FAQs and ports, the key that ties a page's language versions
 * together, and a ledger of what the content seed inserted.
 */

type Table = Knex.CreateTableBuilder;

const COLLECTIONS = ['destinations', 'companies', 'posts', 'offers'] as const;

/** Columns a collection gains, in the entity row and in its translations alike. */
const TEXT_COLUMNS: Record<(typeof COLLECTIONS)[number], Record<string, 'string' | 'text'>> = {
  destinations: { title: 'string', meta_description: 'string', summary: 'text' },
  companies: { title: 'string', meta_description: 'string', summary: 'text' },
  posts: { meta_description: 'string' },
  offers: { meta_description: 'string', summary: 'text' },
};

function addText(table: Table, columns: Record<string, 'string' | 'text'>) {
  for (const [column, type] of Object.entries(columns)) {
    if (type === 'string') table.string(column, column === 'title' ? 300 : 500);
    else table.text(column);
  }
}

export async function up(knex: Knex): Promise<void> {
  for (const collection of COLLECTIONS) {
    await knex.schema.alterTable(collection, (table) => addText(table, TEXT_COLUMNS[collection]));
    await knex.schema.alterTable(`${collection}_translations`, (table) => {
      table.string('slug', 200);
      addText(table, TEXT_COLUMNS[collection]);
    });
    // A language's slug names one item of the collection; the default language's is unique in the row.
    await knex.raw(`create unique index ?? on ?? (language_code, slug) where slug is not null`, [
      `${collection}_translations_language_slug_unique`,
      `${collection}_translations`,
    ]);
  }

  await knex.schema.alterTable('destinations', (table) => {
    table.jsonb('faq').notNullable().defaultTo('[]');
    table.jsonb('port_codes').notNullable().defaultTo('[]');
  });
  await knex.schema.alterTable('destinations_translations', (table) => {
    table.jsonb('faq');
  });
  await knex.schema.alterTable('offers', (table) => {
    table.uuid('main_image_id').references('files.id').onDelete('SET NULL');
    table.integer('company_id').references('companies.id').onDelete('SET NULL');
  });

  // The language versions of one page (about-us, terms, …) share a key, since their slugs differ.
  await knex.schema.alterTable('pages', (table) => {
    table.string('translation_key', 100).index();
  });

  // What `npm run seed` inserted, by collection and seed key: a second run adds only what is new and
  // never touches (or brings back) a row staff edited or deleted.
  await knex.schema.createTable('content_seed', (table) => {
    table.string('collection', 40).notNullable();
    table.string('key', 200).notNullable();
    table.integer('entity_id');
    table.timestamp('seeded_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['collection', 'key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('content_seed');
  await knex.schema.alterTable('pages', (table) => {
    table.dropColumn('translation_key');
  });
  await knex.schema.alterTable('offers', (table) => {
    table.dropColumn('company_id');
    table.dropColumn('main_image_id');
  });
  await knex.schema.alterTable('destinations_translations', (table) => {
    table.dropColumn('faq');
  });
  await knex.schema.alterTable('destinations', (table) => {
    table.dropColumn('port_codes');
    table.dropColumn('faq');
  });
  for (const collection of COLLECTIONS) {
    await knex.raw('drop index if exists ??', [`${collection}_translations_language_slug_unique`]);
    const columns = ['slug', ...Object.keys(TEXT_COLUMNS[collection])];
    await knex.schema.alterTable(`${collection}_translations`, (table) => {
      for (const column of columns) table.dropColumn(column);
    });
    await knex.schema.alterTable(collection, (table) => {
      for (const column of Object.keys(TEXT_COLUMNS[collection])) table.dropColumn(column);
    });
  }
}
