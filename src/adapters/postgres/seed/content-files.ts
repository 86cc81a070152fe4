import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { parse } from 'yaml';
import { type Schema, ValidationError } from 'yup';
import { localePrefix } from '#domain/i18n/locales.ts';
import {
  collectionOrder,
  companyMeta,
  destinationMeta,
  destinationText,
  homeMeta,
  homeText,
  type MenuEntryFile,
  menuLabels,
  menusMeta,
  offerMeta,
  popularRoutes,
  postMeta,
  staticPageKeys,
  staticPageText,
  summarisedText,
} from './content-schemas.ts';
import {
  type Localized,
  SEED_LOCALES,
  type SeedContent,
  type SeedLocale,
  type SeedMenuEntry,
} from './seed-content-types.ts';

/** The repository's `content/` folder: the seed texts, one file per language of each entity. */
export const CONTENT_ROOT = fileURLToPath(new URL('../../../../content/', import.meta.url));

/** Thrown for a file that is missing, unreadable or not in its schema; the message names file and field. */
export class ContentFileError extends Error {
  override name = 'ContentFileError';
}

/**
 * Reads and validates the seed content under `root` into the shapes the seed inserts. Imported only when
 * seeding runs, so the web and worker processes never load the texts otherwise.
 */
export async function loadSeedContent(root: string = CONTENT_ROOT): Promise<SeedContent> {
  const files = new ContentFiles(root);
  const [destinations, companies, posts, offers, staticPages] = await Promise.all([
    files.collection('destinations', destinationMeta, destinationText, collectionOrder),
    files.collection('companies', companyMeta, summarisedText, collectionOrder),
    files.collection('posts', postMeta, summarisedText, collectionOrder),
    files.collection('offers', offerMeta, summarisedText, collectionOrder),
    files.collection('pages', null, staticPageText, staticPageKeys),
  ]);
  const [home, homeTexts, routes, menus] = await Promise.all([
    files.yaml('home/meta.yaml', homeMeta),
    files.localized((locale) => files.yaml(`home/${locale}.yaml`, homeText)),
    files.yaml('popular-routes.yaml', popularRoutes),
    files.menus(),
  ]);
  return {
    destinations,
    companies,
    posts,
    offers,
    staticPages,
    popularRoutes: routes,
    menus,
    home: { ...home, text: homeTexts },
  };
}

class ContentFiles {
  private readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  /** A collection's entities in the order of its `order.yaml` (`keys`): `meta.yaml` and one `<locale>.md` each. */
  async collection<Key extends string, Meta extends object, Text extends object>(
    name: string,
    meta: Schema<Meta> | null,
    text: Schema<Text>,
    keys: Schema<Key[]>,
  ): Promise<(Meta & { key: Key; text: Localized<Text & { body: string }> })[]> {
    const order = await this.yaml(`${name}/order.yaml`, keys);
    const folders = (await readdir(this.absolute(name), { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const unlisted = folders.filter((folder) => !order.includes(folder as Key));
    if (unlisted.length > 0) this.fail(`${name}/order.yaml`, `does not list ${unlisted.join(', ')}`);
    const expected = [...(meta ? ['meta.yaml'] : []), ...SEED_LOCALES.map((locale) => `${locale}.md`)];
    return Promise.all(
      order.map(async (key) => {
        const folder = `${name}/${key}`;
        const present = await readdir(this.absolute(folder)).catch(() => this.fail(folder, 'is missing'));
        const missing = expected.filter((file) => !present.includes(file));
        const extra = present.filter((file) => !expected.includes(file));
        if (missing.length > 0) this.fail(folder, `lacks ${missing.join(', ')}`);
        if (extra.length > 0) this.fail(folder, `holds files the seed does not read: ${extra.join(', ')}`);
        const [fields, texts] = await Promise.all([
          meta ? this.yaml(`${folder}/meta.yaml`, meta) : ({} as Meta),
          this.localized((locale) => this.markdown(`${folder}/${locale}.md`, text)),
        ]);
        return { key, ...fields, text: texts };
      }),
    );
  }

  /** `menus/meta.yaml` gives the entries and their paths, `menus/<locale>.yaml` the labels in that language. */
  async menus() {
    const menus = await this.yaml('menus/meta.yaml', menusMeta);
    const flatten = (entries: MenuEntryFile[]): MenuEntryFile[] =>
      entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
    const used = [...new Set(menus.flatMap((menu) => flatten(menu.entries)).map((entry) => entry.label))];
    const labels = await this.localized((locale) => this.yaml(`menus/${locale}.yaml`, menuLabels(used)));
    const entry = (file: MenuEntryFile): SeedMenuEntry => ({
      key: file.key,
      text: Object.fromEntries(
        SEED_LOCALES.map((locale) => {
          const route =
            typeof file.path === 'string' ? file.path : locale === 'el' ? file.path.el : file.path.other;
          return [
            locale,
            { name: labels[locale][file.label] as string, link: `${localePrefix(locale)}${route}` },
          ];
        }),
      ) as Localized<{ name: string; link: string }>,
      ...(file.children ? { children: file.children.map(entry) } : {}),
    });
    return menus.map((menu) => ({ name: menu.name, entries: menu.entries.map(entry) }));
  }

  async localized<T>(read: (locale: SeedLocale) => Promise<T>): Promise<Localized<T>> {
    const values = await Promise.all(SEED_LOCALES.map(read));
    return Object.fromEntries(SEED_LOCALES.map((locale, index) => [locale, values[index]])) as Localized<T>;
  }

  async yaml<T>(file: string, schema: Schema<T>): Promise<T> {
    const source = await this.read(file);
    let value: unknown;
    try {
      value = parse(source);
    } catch (error) {
      this.fail(file, (error as Error).message);
    }
    return this.validate(file, schema, value);
  }

  /** Front matter in the text's schema; the Markdown after it is the body. */
  async markdown<T extends object>(file: string, schema: Schema<T>): Promise<T & { body: string }> {
    const source = await this.read(file);
    let parsed: { data: unknown; content: string };
    try {
      // The `yaml` package reads YAML 1.2, where dates and words such as "no" stay text.
      parsed = matter(source, { engines: { yaml: (front) => parse(front) ?? {} } });
    } catch (error) {
      this.fail(file, (error as Error).message);
    }
    const body = parsed.content.trim();
    if (body === '') this.fail(file, 'has no text after its front matter');
    return { ...this.validate(file, schema, parsed.data), body };
  }

  private validate<T>(file: string, schema: Schema<T>, value: unknown): T {
    try {
      return schema.validateSync(value, { strict: true, abortEarly: false });
    } catch (error) {
      if (error instanceof ValidationError) this.fail(file, error.errors.join('; '));
      throw error;
    }
  }

  private async read(file: string): Promise<string> {
    return readFile(this.absolute(file), 'utf8').catch(() => this.fail(file, 'is missing or unreadable'));
  }

  private absolute(file: string) {
    return path.join(this.root, file);
  }

  private fail(file: string, problem: string): never {
    throw new ContentFileError(`${path.join(path.basename(this.root), file)} ${problem}`);
  }
}
