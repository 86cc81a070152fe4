import type { Knex } from 'knex';
import {
  type Localized,
  SEED_LOCALES,
  type SeedCompany,
  type SeedContent,
  type SeedDestination,
  type SeedLocale,
  type SeedOffer,
  type SeedPost,
} from './seed-content-types.ts';
import { type ImageRequest, illustration, logo, MAIN_SIZE, SMALL_SIZE } from './seed-images.ts';
import { type Ledger, ledgerIds } from './seed-ledger.ts';
import { companyName, shortName } from './seed-names.ts';

/** The languages kept as translations of the Greek row. */
export const OTHER_LOCALES = SEED_LOCALES.filter((locale) => locale !== 'el');

/** What writing a collection's rows reads besides the item: ids of the pictures and of earlier rows. */
export interface Seeding {
  imageId: (name: string) => string | null;
  ledger: Ledger;
  /** The item's place in the content's order, which the lists keep. */
  position: number;
}

/** How one collection of the seed content becomes rows of its table and its translations table. */
export interface CollectionSeed<T extends { key: string; text: Localized<unknown> }> {
  table: 'destinations' | 'companies' | 'posts' | 'offers';
  of: (content: SeedContent) => T[];
  /** The pictures a new item needs, by name. */
  images: (item: T) => ImageRequest[];
  /** The columns that have a value per language. */
  texts: (text: T['text'][SeedLocale]) => Record<string, unknown>;
  /** The columns only the entity's own row has. */
  columns: (item: T, seeding: Seeding) => Record<string, unknown>;
}

const json = (value: unknown) => JSON.stringify(value);

/** Per-language values of the columns every collection shares. */
function pageText(text: { slug: string; title: string; metaDescription: string; summary?: string }) {
  return {
    slug: text.slug,
    meta_description: text.metaDescription,
    ...(text.summary === undefined ? {} : { summary: text.summary }),
  };
}

export const DESTINATIONS: CollectionSeed<SeedDestination> = {
  table: 'destinations',
  of: (content) => content.destinations,
  images: (item) => [
    illustration(`${item.key}-main`, item.illustration, MAIN_SIZE),
    illustration(`${item.key}-small`, item.illustration, SMALL_SIZE),
  ],
  texts: (text) => ({
    ...pageText(text),
    name: shortName(text.title),
    title: text.title,
    description: text.body,
    faq: json(text.faq),
  }),
  columns: (item, { imageId, position }) => ({
    port_codes: json(item.portCodes),
    small_image_id: imageId(`${item.key}-small`),
    main_image_id: imageId(`${item.key}-main`),
    active: true,
    position,
  }),
};

export const COMPANIES: CollectionSeed<SeedCompany> = {
  table: 'companies',
  of: (content) => content.companies,
  images: (item) => [logo(`${item.key}-logo`, companyName(item), item.brandColor)],
  texts: (text) => ({ ...pageText(text), title: text.title, description: text.body }),
  columns: (item, { imageId, position }) => ({
    code: item.code,
    name: companyName(item),
    logo_id: imageId(`${item.key}-logo`),
    active: true,
    position,
  }),
};

export const POSTS: CollectionSeed<SeedPost> = {
  table: 'posts',
  of: (content) => content.posts,
  images: (item) => [illustration(`${item.key}-main`, item.illustration, MAIN_SIZE)],
  texts: (text) => ({ ...pageText(text), title: text.title, content: text.body }),
  columns: (item, { imageId }) => ({
    main_image_id: imageId(`${item.key}-main`),
    active: true,
    published_at: new Date(item.publishedAt),
  }),
};

export const OFFERS: CollectionSeed<SeedOffer> = {
  table: 'offers',
  of: (content) => content.offers,
  images: (item) => [
    illustration(`offer-${item.key}-main`, item.illustration, MAIN_SIZE),
    illustration(`offer-${item.key}-small`, item.illustration, SMALL_SIZE),
  ],
  texts: (text) => ({ ...pageText(text), title: text.title, description: text.body }),
  columns: (item, { imageId, ledger, position }) => ({
    small_image_id: imageId(`offer-${item.key}-small`),
    main_image_id: imageId(`offer-${item.key}-main`),
    company_id: (item.companyKey && ledgerIds(ledger, 'companies').get(item.companyKey)) || null,
    active: true,
    valid_from: new Date(item.validFrom),
    valid_until: new Date(item.validUntil),
    position,
  }),
};

/** The collection's items no earlier run inserted (by seed key). */
export const freshItems = <T extends { key: string; text: Localized<unknown> }>(
  seed: CollectionSeed<T>,
  content: SeedContent,
  ledger: Ledger,
): T[] => seed.of(content).filter((item) => !ledgerIds(ledger, seed.table).has(item.key));

/** Inserts an entity row once (a clash with a row staff made is skipped) and its translations. */
export async function insertTranslated(
  trx: Knex.Transaction,
  table: string,
  row: Record<string, unknown>,
  translations: Partial<Record<SeedLocale, Record<string, unknown>>>,
): Promise<number | null> {
  const [inserted] = await trx(table).insert(row).onConflict().ignore().returning('id');
  if (!inserted) return null;
  const id = Number((inserted as { id: number }).id);
  const rows = Object.entries(translations).map(([language, values]) => ({
    entity_id: id,
    language_code: language,
    ...values,
  }));
  if (rows.length > 0) await trx(`${table}_translations`).insert(rows).onConflict().ignore();
  return id;
}

export type Remember = (collection: string, key: string, id: number | null) => Promise<void>;

/** Inserts the new items of a collection in the Greek row with the other six languages as translations. */
export async function insertCollection<T extends { key: string; text: Localized<unknown> }>(
  trx: Knex.Transaction,
  seed: CollectionSeed<T>,
  items: T[],
  context: { content: SeedContent; ledger: Ledger; imageId: Seeding['imageId']; remember: Remember },
): Promise<void> {
  const all = seed.of(context.content);
  for (const item of items) {
    const seeding = { imageId: context.imageId, ledger: context.ledger, position: all.indexOf(item) };
    const text = item.text as Localized<T['text'][SeedLocale]>;
    const id = await insertTranslated(
      trx,
      seed.table,
      { ...seed.texts(text.el), ...seed.columns(item, seeding) },
      Object.fromEntries(OTHER_LOCALES.map((locale) => [locale, seed.texts(text[locale])])),
    );
    await context.remember(seed.table, item.key, id);
  }
}

/** Links each new destination to its related ones, both seeded (now or before). */
export async function relateDestinations(
  trx: Knex.Transaction,
  destinations: SeedDestination[],
  ledger: Ledger,
): Promise<void> {
  const ids = ledgerIds(ledger, 'destinations');
  const relations = destinations.flatMap((item) =>
    item.related.flatMap((key) => {
      const from = ids.get(item.key);
      const to = ids.get(key);
      return from && to && from !== to ? [{ destination_id: from, related_id: to }] : [];
    }),
  );
  if (relations.length > 0) await trx('destination_relations').insert(relations).onConflict().ignore();
}
