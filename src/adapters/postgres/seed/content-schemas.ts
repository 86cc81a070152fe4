import { array, lazy, number, type ObjectSchema, object, type Schema, string, tuple } from 'yup';
import {
  ILLUSTRATION_SCENES,
  type IllustrationSpec,
  SEED_MENU_NAMES,
  SEED_REGIONS,
  type SeedCompany,
  type SeedCompanyText,
  type SeedDestination,
  type SeedDestinationText,
  type SeedHomePage,
  type SeedHomePageText,
  type SeedOffer,
  type SeedOfferText,
  type SeedPopularRoute,
  type SeedPost,
  type SeedPostText,
  type SeedStaticPageText,
  STATIC_PAGE_KEYS,
} from './seed-content-types.ts';

/**
 * The shape of every file under `content/`: `meta.yaml` (what is the same in every language), the front
 * matter of `<locale>.md` (its Markdown body is read apart) and the short texts in `<locale>.yaml`.
 * Rules across files (unique slugs, references, lengths) are the completeness tests' business.
 */

const text = () => string().trim().required();
const key = () => string().matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, ({ path }) => `${path} must be kebab-case`);
const isoDate = () =>
  string().matches(/^\d{4}-\d{2}-\d{2}$/, ({ path }) => `${path} must be a date like 2026-05-31`);
const colour = () =>
  string()
    .matches(/^#[0-9a-f]{6}$/i, ({ path }) => `${path} must be a colour like #1b5f96`)
    .required();
const portCode = () => string().matches(/^[A-Z]{3}$/, ({ path }) => `${path} must be a port code like PIR`);

/** Meta files list their fields exactly: a misspelt field is an error, not a silently missing value. */
const exact = <T extends object>(schema: ObjectSchema<T>) =>
  schema.noUnknown(({ path, unknown }) => `${path} has unknown fields: ${unknown}`);

const illustration: ObjectSchema<IllustrationSpec> = exact(
  object({
    scene: string().oneOf(ILLUSTRATION_SCENES).required(),
    palette: exact(object({ sky: colour(), sea: colour(), land: colour(), accent: colour() })).required(),
  }),
);

const pageText = { slug: key().required(), title: text(), metaDescription: text() };

export const destinationMeta: ObjectSchema<Omit<SeedDestination, 'key' | 'text'>> = exact(
  object({
    portCodes: array(portCode().required()).min(1).required(),
    region: string().oneOf(SEED_REGIONS).required(),
    coordinates: exact(
      object({ lat: number().min(-90).max(90).required(), lng: number().min(-180).max(180).required() }),
    ).required(),
    illustration: illustration.required(),
    related: array(key().required()).required(),
  }),
);

export const destinationText: ObjectSchema<Omit<SeedDestinationText, 'body'>> = exact(
  object({
    ...pageText,
    summary: text(),
    faq: array(exact(object({ question: text(), answer: text() }))).required(),
  }),
);

export const companyMeta: ObjectSchema<Omit<SeedCompany, 'key' | 'text'>> = exact(
  object({
    code: string()
      .matches(/^[A-Z0-9]{2,4}$/, ({ path }) => `${path} must be a catalogue company code`)
      .required(),
    brandColor: colour(),
  }),
);

export const postMeta: ObjectSchema<Omit<SeedPost, 'key' | 'text'>> = exact(
  object({
    publishedAt: isoDate().required(),
    illustration: illustration.required(),
    destinationKeys: array(key().required()).required(),
  }),
);

export const offerMeta: ObjectSchema<Omit<SeedOffer, 'key' | 'text'>> = exact(
  object({
    validFrom: isoDate().required(),
    validUntil: isoDate().required(),
    companyKey: key().optional(),
    illustration: illustration.required(),
  }),
);

/** Companies, posts and offers: the page fields and a card summary. */
export const summarisedText: ObjectSchema<Omit<SeedCompanyText & SeedPostText & SeedOfferText, 'body'>> =
  exact(object({ ...pageText, summary: text() }));

export const staticPageText: ObjectSchema<Omit<SeedStaticPageText, 'body'>> = exact(object(pageText));

export const staticPageKeys = array(string().oneOf(STATIC_PAGE_KEYS).required()).required();

/** `order.yaml` of a collection: its keys, in the order the site lists them. */
export const collectionOrder = array(key().required()).required();

export const homeMeta: ObjectSchema<Omit<SeedHomePage, 'text'>> = exact(
  object({
    illustration: illustration.required(),
    popularDestinationKeys: array(key().required()).required(),
  }),
);

export const homeText: ObjectSchema<SeedHomePageText> = exact(
  object({
    title: text(),
    metaDescription: text(),
    popularDestinations: text(),
    popularRoutes: text(),
    offers: text(),
    suggestions: text(),
    companies: text(),
    whyChooseUs: text(),
    points: tuple([text(), text(), text()]).required(),
  }),
);

export const popularRoutes: Schema<SeedPopularRoute[]> = array(
  exact(
    object({
      from: string().required(),
      to: string().required(),
      kind: string()
        .oneOf(['domestic', 'international'] as const)
        .required(),
      fromPort: portCode().required(),
      toPort: portCode().required(),
    }),
  ),
).required();

/** A menu entry opens the same path in every language, or one path in Greek and another elsewhere. */
export interface MenuEntryFile {
  key: string;
  label: string;
  path: string | { el: string; other: string };
  children?: MenuEntryFile[];
}

const menuPath = () =>
  string()
    .matches(/^\/[a-z0-9-]+$/, ({ path }) => `${path} must be a path like /offers`)
    .required();

const menuEntry: ObjectSchema<MenuEntryFile> = exact(
  object({
    key: key().required(),
    label: key().required(),
    path: lazy((value) =>
      typeof value === 'object' && value !== null
        ? exact(object({ el: menuPath(), other: menuPath() })).required()
        : menuPath(),
    ),
    children: lazy(() => array(menuEntry).optional()),
  }),
) as ObjectSchema<MenuEntryFile>;

export const menusMeta = array(
  exact(object({ name: string().oneOf(SEED_MENU_NAMES).required(), entries: array(menuEntry).required() })),
).required();

/** `menus/<locale>.yaml`: a name for every label the menus use, and nothing else. */
export const menuLabels = (labels: readonly string[]) =>
  exact(object(Object.fromEntries(labels.map((label) => [label, text()]))));
