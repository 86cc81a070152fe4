import type { FieldError, Refusal } from '../errors/refusal.ts';
import { messages as m } from '../errors/validation-message-keys.ts';
import { isLocaleCode, type LocaleCode } from '../i18n/locales.ts';
import { isRecord } from '../shared/is-record.ts';
import { err, ok, type Result } from '../shared/result.ts';
import {
  type EntityDefinition,
  type FieldDefinition,
  fieldOf,
  type ValueProblem,
} from './entity-definition.ts';
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

const INT_MAX = 2_147_483_647;

/** What is wrong with a written value by the field's definition, or null. */
function valueProblem(definition: FieldDefinition, value: unknown): ValueProblem | null {
  if (value === null) return (definition.nullable ?? !definition.required) ? null : { key: m.fieldRequired };
  if (definition.type === 'json') {
    if (JSON.stringify(value).length > 200_000) return { key: 'tooLong' };
  } else {
    if ((definition.type === 'string' || definition.type === 'text') && typeof value === 'string') {
      if (definition.max !== undefined && value.length > definition.max) {
        return { key: m.textTooLong, values: { max: definition.max } };
      }
      if (definition.required && value.trim() === '') return { key: m.fieldRequired };
      if (value.includes('\u0000')) return { key: 'invalidCharacters' };
    } else {
      const problem = checkFieldValue(definition, value);
      if (problem) return problem;
    }
    if (definition.type === 'integer') {
      const min = definition.min ?? -INT_MAX;
      if ((value as number) < min || Math.abs(value as number) > INT_MAX) {
        return { key: m.numberOutOfRange, values: { min, max: INT_MAX } };
      }
    }
  }
  if (definition.oneOf && !definition.oneOf.includes(value as string)) {
    return { key: m.unknownName, values: { allowed: definition.oneOf.join(', ') } };
  }
  return definition.check?.(value) ?? null;
}

/** The field at `path` refused for `problem`, at the place inside the value the problem names. */
const fieldErrorOf = (path: string, problem: ValueProblem): FieldError => ({
  path: `${path}${problem.at ?? ''}`,
  key: problem.key,
  ...(problem.values ? { values: problem.values } : {}),
});

function checkValue(field: string, definition: FieldDefinition, value: unknown): FieldError | null {
  const problem = valueProblem(definition, value);
  return problem && fieldErrorOf(field, problem);
}

function parseTranslations(
  entity: EntityDefinition,
  value: unknown,
  problems: FieldError[],
): ContentWrite['translations'] {
  const result: ContentWrite['translations'] = {};
  if (!isRecord(value)) {
    problems.push({ path: 'translations', key: m.invalidValue });
    return result;
  }
  for (const [language, fields] of Object.entries(value)) {
    const at = `translations.${language}`;
    if (!isLocaleCode(language)) {
      problems.push({ path: at, key: m.invalidLanguage });
      continue;
    }
    if (!isRecord(fields)) {
      problems.push({ path: at, key: m.invalidValue });
      continue;
    }
    const entry: Record<string, unknown> = {};
    for (const [field, text] of Object.entries(fields)) {
      const definition = fieldOf(entity, field);
      if (!definition?.translatable) {
        problems.push({ path: `${at}.${field}`, key: m.notTranslatable });
        continue;
      }
      const problem =
        text === null ? null : checkValue(`${at}.${field}`, { ...definition, required: false }, text);
      if (problem) problems.push(problem);
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
): Result<ContentWrite, Refusal> {
  if (!isRecord(body)) return err({ code: 'invalidBody' });
  const problems: FieldError[] = [];
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
        problems.push({ path: name, key: m.invalidValue });
      } else write.links[name] = [...new Set(value as number[])];
      continue;
    }
    const definition = fieldOf(entity, name);
    if (!definition || definition.hidden) {
      problems.push({ path: name, key: m.unknownField });
      continue;
    }
    const writable = definition.writable ?? true;
    if (!writable) {
      problems.push({ path: name, key: m.readOnlyField });
      continue;
    }
    if (definition.createOnly && mode === 'update') {
      problems.push({ path: name, key: m.createOnlyField });
      continue;
    }
    if (definition.writePermission && !may(definition.writePermission)) {
      return err({
        code: 'permissionNeeded',
        values: { permission: definition.writePermission },
        fields: [{ path: name, key: 'forbidden' }],
      });
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
        problems.push({ path: name, key: m.fieldRequired });
      }
    }
  } else if (
    Object.keys(write.values).length +
      Object.keys(write.translations).length +
      Object.keys(write.links).length ===
      0 &&
    problems.length === 0
  ) {
    problems.push({ path: '', key: m.changesNothing });
  }
  if (linkProblems.length > 0) {
    const links = linkProblems.map((path) => ({ path, key: 'unsafeLink', values: { field: path } }));
    return err({ code: 'unsafeLink', values: { field: linkProblems[0]! }, fields: [...links, ...problems] });
  }
  if (problems.length > 0) return err({ code: 'invalidForm', fields: problems });
  return ok(write);
}
