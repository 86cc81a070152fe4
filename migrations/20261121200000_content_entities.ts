import type { Knex } from 'knex';

/** Content entities of spec §3: accounts, files, the editorial content and its per-language translations. */

type Table = Knex.CreateTableBuilder;

function timestamps(knex: Knex, table: Table) {
  table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
}

const fileRef = (table: Table, column: string) =>
  table.uuid(column).references('files.id').onDelete('SET NULL');

/**
 * Translatable fields keep the default language's text in the entity row and every other language's text
 * in `<table>_translations`, one row per entity and language; a missing translation falls back.
 */
async function translations(knex: Knex, table: string, columns: Record<string, 'string' | 'text'>) {
  await knex.schema.createTable(`${table}_translations`, (t) => {
    t.increments('id');
    t.integer('entity_id').notNullable().references(`${table}.id`).onDelete('CASCADE');
    t.string('language_code', 8).notNullable().references('languages.code').onDelete('CASCADE');
    for (const [column, type] of Object.entries(columns)) {
      if (type === 'string') t.string(column, 500);
      else t.text(column);
    }
    t.unique(['entity_id', 'language_code']);
  });
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('settings', (table) => {
    table.boolean('public').notNullable().defaultTo(false);
  });
  await knex('settings').where({ key: 'contact' }).update({ public: true });

  await knex.schema.createTable('customers', (t) => {
    t.increments('id');
    t.string('first_name', 100);
    t.string('last_name', 100);
    t.string('email', 254);
    t.string('phone', 40);
    t.string('address', 200);
    t.string('zip_code', 20);
    t.string('city', 100);
    t.string('country', 2);
    timestamps(knex, t);
  });

  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.string('email', 254).notNullable();
    t.string('password_hash', 200).notNullable();
    t.string('name', 200);
    t.boolean('active').notNullable().defaultTo(false);
    t.jsonb('scope').notNullable().defaultTo('[]');
    t.integer('customer_id').references('customers.id').onDelete('SET NULL');
    t.string('locale', 8).notNullable().defaultTo('el');
    // Bumped on every password change: tokens minted before it stop working.
    t.integer('token_version').notNullable().defaultTo(0);
    t.timestamp('activated_at', { useTz: true });
    timestamps(knex, t);
  });
  await knex.raw('create unique index users_email_unique on users (lower(email))');

  await knex.schema.createTable('refresh_tokens', (t) => {
    t.uuid('id').primary();
    t.uuid('family_id').notNullable().index();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('token_hash', 64).notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('revoked_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('signing_keys', (t) => {
    t.string('id', 64).primary();
    t.text('secret').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('files', (t) => {
    t.uuid('id').primary();
    t.string('original_name', 255).notNullable();
    t.string('mime_type', 100).notNullable();
    t.string('extension', 10).notNullable();
    t.integer('size').notNullable();
    t.integer('width');
    t.integer('height');
    t.jsonb('data').notNullable().defaultTo('{}');
    t.integer('created_by').references('users.id').onDelete('SET NULL');
    timestamps(knex, t);
  });

  await knex.schema.createTable('applications', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable().unique();
    t.string('description', 500);
    t.boolean('active').notNullable().defaultTo(true);
    timestamps(knex, t);
  });
  await knex.schema.createTable('resources', (t) => {
    t.increments('id');
    t.integer('application_id').notNullable().references('applications.id').onDelete('CASCADE');
    t.string('name', 100).notNullable();
    t.jsonb('permissions').notNullable().defaultTo('[]');
    t.unique(['application_id', 'name']);
    timestamps(knex, t);
  });

  await knex.schema.createTable('authors', (t) => {
    t.increments('id');
    t.string('name', 200).notNullable();
    t.text('bio');
    fileRef(t, 'image_id');
    t.boolean('active').notNullable().defaultTo(true);
    timestamps(knex, t);
  });
  await translations(knex, 'authors', { bio: 'text' });

  await knex.schema.createTable('categories', (t) => {
    t.increments('id');
    t.integer('parent_id').references('categories.id').onDelete('CASCADE');
    t.string('name', 200).notNullable();
    t.string('slug', 200).notNullable();
    t.boolean('active').notNullable().defaultTo(true);
    t.integer('position').notNullable().defaultTo(0);
    t.index(['parent_id', 'position']);
    timestamps(knex, t);
  });
  await translations(knex, 'categories', { name: 'string' });

  await knex.schema.createTable('tags', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable();
    t.string('slug', 100).notNullable().unique();
    timestamps(knex, t);
  });
  await translations(knex, 'tags', { name: 'string' });

  await knex.schema.createTable('posts', (t) => {
    t.increments('id');
    t.string('slug', 200).notNullable().unique();
    t.string('title', 300).notNullable();
    t.text('summary');
    t.text('content');
    fileRef(t, 'main_image_id');
    t.integer('author_id').references('authors.id').onDelete('SET NULL');
    t.integer('category_id').references('categories.id').onDelete('SET NULL');
    t.boolean('active').notNullable().defaultTo(false);
    t.timestamp('published_at', { useTz: true });
    timestamps(knex, t);
  });
  await translations(knex, 'posts', { title: 'string', summary: 'text', content: 'text' });
  await knex.schema.createTable('post_tags', (t) => {
    t.integer('post_id').notNullable().references('posts.id').onDelete('CASCADE');
    t.integer('tag_id').notNullable().references('tags.id').onDelete('CASCADE');
    t.primary(['post_id', 'tag_id']);
  });

  await knex.schema.createTable('pages', (t) => {
    t.increments('id');
    t.string('slug', 200).notNullable();
    t.string('language_code', 8).notNullable().references('languages.code');
    t.string('title', 300).notNullable();
    t.string('meta_description', 500);
    t.boolean('active').notNullable().defaultTo(false);
    fileRef(t, 'main_image_id');
    fileRef(t, 'og_image_id');
    t.unique(['slug', 'language_code']);
    timestamps(knex, t);
  });
  await knex.schema.createTable('sections', (t) => {
    t.increments('id');
    t.integer('page_id').notNullable().references('pages.id').onDelete('CASCADE');
    t.string('component', 100).notNullable();
    t.jsonb('value').notNullable().defaultTo('[]');
    t.integer('position').notNullable().defaultTo(0);
    t.index(['page_id', 'position']);
    timestamps(knex, t);
  });

  await knex.schema.createTable('galleries', (t) => {
    t.increments('id');
    t.string('name', 200).notNullable();
    t.text('description');
    t.jsonb('items').notNullable().defaultTo('[]');
    t.boolean('active').notNullable().defaultTo(true);
    timestamps(knex, t);
  });
  await translations(knex, 'galleries', { name: 'string', description: 'text' });

  await knex.schema.createTable('lists', (t) => {
    t.increments('id');
    t.string('name', 200).notNullable();
    t.string('language_code', 8).references('languages.code');
    t.jsonb('items').notNullable().defaultTo('[]');
    t.boolean('active').notNullable().defaultTo(true);
    timestamps(knex, t);
  });

  await knex.schema.createTable('destinations', (t) => {
    t.increments('id');
    t.string('slug', 200).notNullable().unique();
    t.string('name', 200).notNullable();
    t.text('description');
    fileRef(t, 'small_image_id');
    fileRef(t, 'main_image_id');
    t.boolean('active').notNullable().defaultTo(true);
    t.integer('position').notNullable().defaultTo(0);
    timestamps(knex, t);
  });
  await translations(knex, 'destinations', { name: 'string', description: 'text' });
  await knex.schema.createTable('destination_relations', (t) => {
    t.integer('destination_id').notNullable().references('destinations.id').onDelete('CASCADE');
    t.integer('related_id').notNullable().references('destinations.id').onDelete('CASCADE');
    t.primary(['destination_id', 'related_id']);
  });

  await knex.schema.createTable('popular_routes', (t) => {
    t.increments('id');
    t.string('departure_port', 16).notNullable();
    t.string('destination_port', 16).notNullable();
    t.string('title', 300).notNullable();
    t.string('kind', 20).notNullable().defaultTo('domestic');
    t.integer('price_from');
    fileRef(t, 'image_id');
    t.boolean('active').notNullable().defaultTo(true);
    t.integer('position').notNullable().defaultTo(0);
    timestamps(knex, t);
  });
  await translations(knex, 'popular_routes', { title: 'string' });

  await knex.schema.createTable('offers', (t) => {
    t.increments('id');
    t.string('slug', 200).notNullable().unique();
    t.string('title', 300).notNullable();
    t.text('description');
    fileRef(t, 'small_image_id');
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamp('valid_from', { useTz: true });
    t.timestamp('valid_until', { useTz: true });
    t.integer('position').notNullable().defaultTo(0);
    timestamps(knex, t);
  });
  await translations(knex, 'offers', { title: 'string', description: 'text' });

  await knex.schema.createTable('companies', (t) => {
    t.increments('id');
    t.string('code', 16).notNullable().unique();
    t.string('slug', 200).notNullable().unique();
    t.string('name', 200).notNullable();
    t.text('description');
    fileRef(t, 'logo_id');
    t.boolean('active').notNullable().defaultTo(true);
    t.integer('position').notNullable().defaultTo(0);
    timestamps(knex, t);
  });
  await translations(knex, 'companies', { description: 'text' });

  await knex.schema.createTable('coupons', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable().unique();
    t.boolean('active').notNullable().defaultTo(true);
    t.string('email', 254);
    t.integer('from_amount');
    t.integer('to_amount');
    t.timestamp('active_from', { useTz: true });
    t.timestamp('active_until', { useTz: true });
    t.integer('total_uses_limit');
    t.string('discount_kind', 20).notNullable().defaultTo('percentage');
    t.integer('discount_value').notNullable().defaultTo(0);
    timestamps(knex, t);
  });

  // The log of outgoing e-mail; its id is the job id, which makes sending idempotent.
  await knex.schema.createTable('emails', (t) => {
    t.uuid('id').primary();
    t.string('recipient', 254).notNullable();
    t.string('subject', 300).notNullable();
    t.string('template', 100).notNullable();
    t.string('locale', 8).notNullable();
    t.string('status', 20).notNullable().defaultTo('pending');
    t.string('error', 1000);
    t.timestamp('sent_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  const tables = [
    'emails',
    'coupons',
    'companies_translations',
    'companies',
    'offers_translations',
    'offers',
    'popular_routes_translations',
    'popular_routes',
    'destination_relations',
    'destinations_translations',
    'destinations',
    'lists',
    'galleries_translations',
    'galleries',
    'sections',
    'pages',
    'post_tags',
    'posts_translations',
    'posts',
    'tags_translations',
    'tags',
    'categories_translations',
    'categories',
    'authors_translations',
    'authors',
    'resources',
    'applications',
    'files',
    'signing_keys',
    'refresh_tokens',
    'users',
    'customers',
  ];
  for (const table of tables) await knex.schema.dropTableIfExists(table);
  await knex.schema.alterTable('settings', (table) => {
    table.dropColumn('public');
  });
}
