import type { ApiRefusal } from '../errors/api-refusal.ts';
import { isLocaleCode, type LocaleCode } from '../i18n/locales.ts';
import { isRecord } from '../shared/is-record.ts';
import { err, ok, type Result } from '../shared/result.ts';
import { type EntityDefinition, type FieldDefinition, fieldOf } from './entity-definition.ts';
import { checkFieldValue } from './field-value-check.ts';
import { safeLink, unsafeLinkPaths } from './safe-link.ts';

/**
 * A checked create or update: values by field name, translations by language (text, or JSON for a
 * translatable JSON field such as a destination's FAQ), join-table ids by relation.
 */
export interface ContentWrite {
  values: Record<string, unknown>;
  translations: Partial<Record<LocaleCode, Record<string, unknown>>>;
  links: Record<string, (number | string)[]>;
}

/** Where a written value holds a link a page would render but must not (`javascript:`, `//evil`, …). */
function unsafeLinks(field: string, definition: FieldDefinition, value: unknown): string[] {
  if (definition.links === 'self') {
    return typeof value === 'string' && value !== '' && safeLink(value) === null ? [field] : [];
  }
  return definition.links === 'inside' ? unsafeLinkPaths(value, field) : [];
}

function checkValue(field: string, definition: FieldDefinition, value: unknown): string | null {
  if (value === null) {
    const nullable = definition.nullable ?? !definition.required;
    return nullable ? null : `${field} cannot be null`;
  }
  if (definition.type === 'json') {
    if (JSON.stringify(value).length > 200_000) return `${field} is too large`;
  } else {
    if ((definition.type === 'string' || definition.type === 'text') && typeof value === 'string') {
      if (definition.max !== undefined && value.length > definition.max) {
        return `${field} must be at most ${definition.max} characters`;
      }
      if (definition.required && value.trim() === '') return `${field} cannot be empty`;
      if (value.includes('\u0000')) return `${field} contains a NUL character`;
    } else {
      const problem = checkFieldValue(field, definition, value);
      if (problem) return problem;
    }
    if (definition.type === 'integer' && definition.min !== undefined && (value as number) < definition.min) {
      return `${field} must be at least ${definition.min}`;
    }
    if (definition.type === 'integer' && Math.abs(value as number) > 2_147_483_647) {
      return `${field} is out of range`;
    }
  }
  if (definition.oneOf && !definition.oneOf.includes(value as string)) {
    return `${field} must be one of ${definition.oneOf.join(', ')}`;
  }
  const extra = definition.check?.(value) ?? null;
  return extra ? `${field} ${extra}` : null;
}

function parseTranslations(
  entity: EntityDefinition,
  value: unknown,
  problems: string[],
): ContentWrite['translations'] {
  const result: ContentWrite['translations'] = {};
  if (!isRecord(value)) {
    problems.push('translations must map language codes to objects of translated fields');
    return result;
  }
  for (const [language, fields] of Object.entries(value)) {
    if (!isLocaleCode(language)) {
      problems.push(`translations: unknown language '${language}'`);
      continue;
    }
    if (!isRecord(fields)) {
      problems.push(`translations.${language} must be an object`);
      continue;
    }
    const entry: Record<string, unknown> = {};
    for (const [field, text] of Object.entries(fields)) {
      const definition = fieldOf(entity, field);
      if (!definition?.translatable) {
        problems.push(`translations.${language}: '${field}' is not translatable`);
        continue;
      }
      const problem = text === null ? null : checkValue(field, { ...definition, required: false }, text);
      if (problem) problems.push(`translations.${language}.${problem}`);
      else entry[field] = text;
    }
    result[language] = entry;
  }
  return result;
}

/**
 * Checks a POST or PATCH body: unknown and read-only fields are refused by name, values must have the
 * field's type, and fields that need an extra permission (a user's scope) need it.
 */
export function parseContentWrite(
  entity: EntityDefinition,
  body: unknown,
  mode: 'create' | 'update',
  may: (permission: string) => boolean,
): Result<ContentWrite, ApiRefusal> {
  if (!isRecord(body)) return err({ code: 'notAnObject' });
  const problems: string[] = [];
  const linkProblems: string[] = [];
  const write: ContentWrite = { values: {}, translations: {}, links: {} };
  for (const [name, value] of Object.entries(body)) {
    if (name === 'translations' && Object.values(entity.fields).some((field) => field.translatable)) {
      write.translations = parseTranslations(entity, value, problems);
      continue;
    }
    const relation = Object.hasOwn(entity.relations, name) ? entity.relations[name] : undefined;
    if (relation?.kind === 'manyToMany') {
      if (!Array.isArray(value) || value.length > 500 || !value.every((item) => Number.isSafeInteger(item))) {
        problems.push(`${name} must be a list of ids`);
      } else write.links[name] = [...new Set(value as number[])];
      continue;
    }
    const definition = fieldOf(entity, name);
    if (!definition || definition.hidden) {
      problems.push(`unknown field '${name}'`);
      continue;
    }
    const writable = definition.writable ?? true;
    if (!writable) {
      problems.push(`'${name}' cannot be written`);
      continue;
    }
    if (definition.createOnly && mode === 'update') {
      problems.push(`'${name}' is set on create only`);
      continue;
    }
    if (definition.writePermission && !may(definition.writePermission)) {
      return err({ code: 'fieldNeedsPermission', field: name, permission: definition.writePermission });
    }
    const problem = checkValue(name, definition, value);
    if (problem) problems.push(problem);
    else {
      linkProblems.push(...unsafeLinks(name, definition, value));
      write.values[name] = value;
    }
  }
  if (mode === 'create') {
    for (const [name, definition] of Object.entries(entity.fields)) {
      if (
        definition.required &&
        (definition.writable ?? true) &&
        !(name in write.values) &&
        // Required means absent; a field sent with a bad value already has its own problem.
        !Object.hasOwn(body, name)
      ) {
        problems.push(`${name} is required`);
      }
    }
  } else if (
    Object.keys(write.values).length +
      Object.keys(write.translations).length +
      Object.keys(write.links).length ===
      0 &&
    problems.length === 0
  ) {
    problems.push('the body changes nothing');
  }
  if (linkProblems.length > 0) {
    return err({ code: 'unsafeLink', paths: linkProblems as [string, ...string[]], problems });
  }
  if (problems.length > 0) return err({ code: 'invalidContent', entity: entity.name, problems });
  return ok(write);
}
