import { findEntity } from '../content/entities.ts';
import type { EntityDefinition, FieldDefinition } from '../content/entity-definition.ts';
import type { FieldError } from '../errors/refusal.ts';
import { DEFAULT_LOCALE, type LocaleCode } from '../i18n/locales.ts';
import { err, ok, type Result } from '../shared/result.ts';
import { type ContentKind, formFields } from './content-kinds.ts';
import { athensDay, athensDayStart } from './coupon-form.ts';

/** How a form shows a field: chosen from the field's type in the entity's definition. */
type ContentInput = 'text' | 'textarea' | 'checkbox' | 'number' | 'date';

export interface ContentFormField {
  name: string;
  input: ContentInput;
  max: number | null;
  required: boolean;
  /** Edited per language; empty in a language other than Greek means "as in Greek". */
  translated: boolean;
}

function entityOf(kind: ContentKind): EntityDefinition {
  const entity = findEntity(kind.entity);
  if (!entity) throw new Error(`no content entity ${kind.entity}`);
  return entity;
}

const INPUTS: Record<FieldDefinition['type'], ContentInput> = {
  string: 'text',
  text: 'textarea',
  boolean: 'checkbox',
  integer: 'number',
  datetime: 'date',
  json: 'textarea',
  uuid: 'text',
};

export function contentFormFields(kind: ContentKind): ContentFormField[] {
  const entity = entityOf(kind);
  return formFields(kind).map((name) => {
    const field = entity.fields[name]!;
    return {
      name,
      input: INPUTS[field.type],
      max: field.max ?? null,
      required: field.required === true,
      translated: kind.translated.includes(name),
    };
  });
}

/** A row's values as the form in `language` shows them (a translation missing in that language is empty). */
export function contentFormValues(
  kind: ContentKind,
  row: Record<string, unknown>,
  language: LocaleCode,
): Record<string, string | boolean> {
  const translations = (row.translations ?? {}) as Record<string, Record<string, unknown> | undefined>;
  return Object.fromEntries(
    contentFormFields(kind).map((field) => {
      const value =
        field.translated && language !== DEFAULT_LOCALE
          ? translations[language]?.[field.name]
          : row[field.name];
      if (field.input === 'checkbox') return [field.name, value === true];
      if (field.input === 'date') return [field.name, athensDay(typeof value === 'string' ? value : null)];
      return [field.name, value === null || value === undefined ? '' : String(value)];
    }),
  );
}

/**
 * Reads a posted edit form into a content API body: shared fields as values; the language's fields as the
 * row's own (Greek) or as its translation. Answers the fields it could not read; the API checks the rest.
 */
export function readContentForm(
  kind: ContentKind,
  language: LocaleCode,
  form: Record<string, string | undefined>,
): Result<Record<string, unknown>, string[]> {
  const entity = entityOf(kind);
  const values: Record<string, unknown> = {};
  const translation: Record<string, unknown> = {};
  const bad: string[] = [];
  for (const field of contentFormFields(kind)) {
    const nullable = entity.fields[field.name]!.nullable ?? !field.required;
    const text = (form[field.name] ?? '').replace(/\r\n/g, '\n').trim();
    let value: unknown = text;
    if (field.input === 'checkbox') value = form[field.name] === 'on';
    else if (text === '' && (nullable || (field.translated && language !== DEFAULT_LOCALE))) value = null;
    else if (field.input === 'number') value = /^-?\d{1,9}$/.test(text) ? Number(text) : undefined;
    else if (field.input === 'date') value = athensDayStart(text) ?? undefined;
    if (value === undefined) bad.push(field.name);
    else if (field.translated && language !== DEFAULT_LOCALE) translation[field.name] = value;
    else values[field.name] = value;
  }
  if (bad.length > 0) return err(bad);
  return ok(
    Object.keys(translation).length > 0 ? { ...values, translations: { [language]: translation } } : values,
  );
}

/** What is wrong with a field, for a message in the staff member's language. */
export type FieldProblem = 'required' | 'tooLong' | 'slug' | 'link' | 'file' | 'invalid';

const PROBLEM_OF_KEY: Readonly<Record<string, FieldProblem>> = {
  fieldRequired: 'required',
  textTooLong: 'tooLong',
  tooLong: 'tooLong',
  invalidSlug: 'slug',
  unsafeLink: 'link',
};

/**
 * The content API's fields at fault (`title`, `translations.en.slug`, `items[0].url`) by the form field
 * they concern, each with the first problem found for it.
 */
export function fieldProblems(fields: readonly FieldError[]): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const { path, key } of fields) {
    const field = /^(\w+)/.exec(path.replace(/^translations\.[a-z]{2}\./, ''))?.[1];
    if (!field || problems[field]) continue;
    problems[field] = PROBLEM_OF_KEY[key] ?? 'invalid';
  }
  return problems;
}
