import { LOCALE_CODES } from '../i18n/locales.ts';
import type { FieldDefinition, FieldType, RelationDefinition } from './entity-definition.ts';
import { checkSlug } from './value-checks.ts';

/** The kinds of field and relation the content entities are made of, and the field sets several share. */

export const id: FieldDefinition = { type: 'integer', writable: false };
export const uuidId: FieldDefinition = { type: 'uuid', writable: false };
export const stamp: FieldDefinition = { type: 'datetime', writable: false };
export const timestamps = { createdAt: stamp, updatedAt: stamp };

/** Set by the server only (file metadata, e-mail log, counters). */
export const serverSet = (type: FieldType): FieldDefinition => ({ type, writable: false });
export const text = (max: number, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  type: 'string',
  max,
  ...extra,
});
export const required = (max: number, extra: Partial<FieldDefinition> = {}) =>
  text(max, { required: true, ...extra });
export const translatedText = (max: number): FieldDefinition => ({ type: 'text', max, translatable: true });
export const slug = (): FieldDefinition => ({ type: 'string', max: 200, required: true, check: checkSlug });
/** A page's slug: the default language's in the row, every other language's of its own (content site). */
export const pageSlug = (): FieldDefinition => ({ ...slug(), translatable: true });
export const flag = (): FieldDefinition => ({ type: 'boolean', nullable: false });
export const int = (extra: Partial<FieldDefinition> = {}): FieldDefinition => ({ type: 'integer', ...extra });
export const dateTime = (): FieldDefinition => ({ type: 'datetime' });
export const fileId = (): FieldDefinition => ({ type: 'uuid' });
export const json = (extra: Partial<FieldDefinition>): FieldDefinition => ({
  type: 'json',
  nullable: false,
  ...extra,
});
export const language = (isRequired: boolean): FieldDefinition => ({
  type: 'string',
  max: 8,
  required: isRequired,
  oneOf: LOCALE_CODES,
});

export const belongsTo = (entity: string, field: string): RelationDefinition => ({
  kind: 'belongsTo',
  entity,
  field,
});
export const hasMany = (entity: string, foreignField: string, orderBy?: string): RelationDefinition => ({
  kind: 'hasMany',
  entity,
  foreignField,
  ...(orderBy ? { orderBy } : {}),
});
export const file = (field: string) => belongsTo('files', field);

/** What a page that advertises something shows above its body: heading, search-engine text, teaser. */
export const pageTexts = (title: FieldDefinition) => ({
  title,
  metaDescription: text(500, { translatable: true }),
  summary: translatedText(2000),
});

/** A listing's two pictures: the card's and the page's. */
export const cardImages = { smallImageId: fileId(), mainImageId: fileId() };
export const cardImageRelations = { smallImage: file('smallImageId'), mainImage: file('mainImageId') };

/** The tail of a row the site lists in the staff's own order. */
export const listed = { active: flag(), position: int({ nullable: false }), ...timestamps };
