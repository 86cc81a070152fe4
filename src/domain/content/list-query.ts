import { invalidQuery, type Refusal } from '../errors/refusal.ts';
import { isLocaleCode, type LocaleCode } from '../i18n/locales.ts';
import { err, ok, type Result } from '../shared/result.ts';
import { type EntityDefinition, type FieldDefinition, fieldOf } from './entity-definition.ts';

export const OPERATORS = [
  'eq',
  'ne',
  'gt',
  'gte',
  'lt',
  'lte',
  'in',
  'notIn',
  'contains',
  'startsWith',
  'isNull',
] as const;
export type Operator = (typeof OPERATORS)[number];

/** A parsed filter: only field names of the entity and values of the field's type. */
export type Condition =
  | { all: Condition[] }
  | { any: Condition[] }
  | { field: string; operator: Operator; value: unknown };

export interface OrderBy {
  field: string;
  direction: 'asc' | 'desc';
}

export interface ListQuery {
  /** Fields to return; null means every visible field. */
  select: string[] | null;
  take: number;
  page: number;
  where: Condition | null;
  orderBy: OrderBy[];
  lang: LocaleCode | null;
  include: string[];
}

export const MAX_TAKE = 100;
export const DEFAULT_TAKE = 20;
const MAX_CONDITIONS = 50;
const MAX_DEPTH = 4;
const MAX_LIST = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Raw = Record<string, unknown>;
type Parsed<T> = Result<T, Refusal>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One query-string value; a parameter given twice is refused rather than guessed. */
function single(raw: Raw, name: string): Parsed<string | undefined> {
  const value = raw[name];
  if (value === undefined || value === '') return ok(undefined);
  if (typeof value !== 'string') return err(invalidQuery(`${name} must be given once`));
  return ok(value);
}

/** JSON when it looks like JSON; otherwise a comma-separated list (`select=id,name`). */
function jsonOrList(name: string, value: string): Parsed<unknown> {
  const trimmed = value.trim();
  if (/^[[{"]/.test(trimmed)) {
    try {
      return ok(JSON.parse(trimmed));
    } catch {
      return err(invalidQuery(`${name} is not valid JSON`));
    }
  }
  return ok(
    trimmed
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
}

function positiveInteger(name: string, value: string | undefined, fallback: number, max: number) {
  if (value === undefined) return ok(fallback);
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1 || Number(value) > max) {
    return err(invalidQuery(`${name} must be a whole number from 1 to ${max}`));
  }
  return ok(Number(value));
}

function parseFieldList(
  name: string,
  value: unknown,
  allowed: readonly string[],
  what: string,
): Parsed<string[]> {
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) {
    return err(invalidQuery(`${name} must be a list of ${what} names`));
  }
  const unknown = list.filter((item) => !allowed.includes(item));
  if (unknown.length > 0) {
    return err(
      invalidQuery(`${name}: unknown ${what} ${unknown.map((item) => `'${item}'`).join(', ')}`, [
        `allowed: ${allowed.join(', ') || 'none'}`,
      ]),
    );
  }
  return ok([...new Set(list)]);
}

/** Checks a filter value against the field's type, so the database never sees a value of the wrong kind. */
export function checkFieldValue(field: string, definition: FieldDefinition, value: unknown): string | null {
  switch (definition.type) {
    case 'integer':
      return Number.isSafeInteger(value) ? null : `${field} must be a whole number`;
    case 'boolean':
      return typeof value === 'boolean' ? null : `${field} must be true or false`;
    case 'uuid':
      return typeof value === 'string' && UUID.test(value) ? null : `${field} must be a UUID`;
    case 'datetime':
      return typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value))
        ? null
        : `${field} must be an ISO 8601 date-time`;
    case 'string':
    case 'text':
      return typeof value === 'string' && value.length <= 1000 ? null : `${field} must be a string`;
    case 'json':
      return `${field} can only be tested with isNull`;
    default:
      return `${field} cannot be filtered`;
  }
}

function parseFieldCondition(
  definition: EntityDefinition,
  field: string,
  spec: unknown,
): Parsed<Condition[]> {
  const fieldDefinition = fieldOf(definition, field);
  if (!fieldDefinition || fieldDefinition.hidden) return err(invalidQuery(`where: unknown field '${field}'`));
  const operations: [string, unknown][] = isRecord(spec)
    ? Object.entries(spec)
    : [[spec === null ? 'isNull' : 'eq', spec === null ? true : spec]];
  if (operations.length === 0) return err(invalidQuery(`where.${field} names no operator`));
  const conditions: Condition[] = [];
  for (const [operator, value] of operations) {
    if (!(OPERATORS as readonly string[]).includes(operator)) {
      return err(
        invalidQuery(`where.${field}: unknown operator '${operator}'`, [
          `operators: ${OPERATORS.join(', ')}`,
        ]),
      );
    }
    const op = operator as Operator;
    let problem: string | null = null;
    if (op === 'isNull') {
      problem = typeof value === 'boolean' ? null : `where.${field}.isNull must be true or false`;
    } else if (op === 'in' || op === 'notIn') {
      if (!Array.isArray(value) || value.length > MAX_LIST) {
        problem = `where.${field}.${op} must be a list of at most ${MAX_LIST} values`;
      } else {
        problem = value.map((item) => checkFieldValue(field, fieldDefinition, item)).find(Boolean) ?? null;
      }
    } else if (op === 'contains' || op === 'startsWith') {
      problem =
        (fieldDefinition.type === 'string' || fieldDefinition.type === 'text') && typeof value === 'string'
          ? value.length <= 200
            ? null
            : `where.${field}.${op} is too long`
          : `where.${field}.${op} needs a text field and a string`;
    } else {
      problem = checkFieldValue(field, fieldDefinition, value);
      if (
        !problem &&
        (op === 'gt' || op === 'gte' || op === 'lt' || op === 'lte') &&
        fieldDefinition.type === 'boolean'
      ) {
        problem = `where.${field}.${op} does not apply to true or false`;
      }
    }
    if (problem) return err(invalidQuery(problem.startsWith('where') ? problem : `where: ${problem}`));
    conditions.push({ field, operator: op, value });
  }
  return ok(conditions);
}

function parseCondition(
  definition: EntityDefinition,
  value: unknown,
  depth: number,
  budget: { left: number },
): Parsed<Condition> {
  if (depth > MAX_DEPTH) return err(invalidQuery(`where is nested more than ${MAX_DEPTH} levels`));
  if (!isRecord(value)) return err(invalidQuery('where must be a JSON object'));
  const all: Condition[] = [];
  for (const [key, spec] of Object.entries(value)) {
    budget.left -= 1;
    if (budget.left < 0) return err(invalidQuery(`where has more than ${MAX_CONDITIONS} conditions`));
    if (key === 'AND' || key === 'OR') {
      if (!Array.isArray(spec) || spec.length === 0)
        return err(invalidQuery(`where.${key} must be a non-empty list`));
      const parts: Condition[] = [];
      for (const part of spec) {
        const parsed = parseCondition(definition, part, depth + 1, budget);
        if (!parsed.ok) return parsed;
        parts.push(parsed.value);
      }
      all.push(key === 'AND' ? { all: parts } : { any: parts });
      continue;
    }
    const parsed = parseFieldCondition(definition, key, spec);
    if (!parsed.ok) return parsed;
    all.push(...parsed.value);
  }
  return ok(all.length === 1 ? all[0]! : { all });
}

export function parseWhere(definition: EntityDefinition, value: unknown): Parsed<Condition | null> {
  if (value === undefined) return ok(null);
  return parseCondition(definition, value, 1, { left: MAX_CONDITIONS });
}

function parseOrderBy(
  definition: EntityDefinition,
  value: unknown,
  fields: readonly string[],
): Parsed<OrderBy[]> {
  const items = Array.isArray(value) ? value : [value];
  const orderBy: OrderBy[] = [];
  for (const item of items) {
    const entries: [string, unknown][] =
      typeof item === 'string'
        ? [item.startsWith('-') ? [item.slice(1), 'desc'] : [item, 'asc']]
        : isRecord(item)
          ? Object.entries(item)
          : [];
    if (entries.length === 0)
      return err(invalidQuery('orderBy must be {"field": "asc"|"desc"} or a list of them'));
    for (const [field, direction] of entries) {
      if (!fields.includes(field) || fieldOf(definition, field)?.type === 'json') {
        return err(invalidQuery(`orderBy: cannot sort by '${field}'`));
      }
      if (direction !== 'asc' && direction !== 'desc') {
        return err(invalidQuery(`orderBy.${field} must be "asc" or "desc"`));
      }
      orderBy.push({ field, direction });
    }
  }
  if (orderBy.length > 5) return err(invalidQuery('orderBy takes at most 5 fields'));
  return ok(orderBy);
}

/** Relations a client may include: the entity's relations, plus `translations` when it has any. */
export function includableNames(definition: EntityDefinition): string[] {
  const names = Object.keys(definition.relations);
  if (Object.values(definition.fields).some((field) => field.translatable)) names.push('translations');
  return names;
}

export function parseLang(value: string | undefined): Parsed<LocaleCode | null> {
  if (value === undefined) return ok(null);
  return isLocaleCode(value)
    ? ok(value)
    : err(invalidQuery(`lang must be one of el, en, de, es, fr, it, sq`));
}

/** Parses `select`, `take`, `page`, `where`, `orderBy`, `lang` and `include` (spec §7) against the allowlists. */
export function parseListQuery(definition: EntityDefinition, raw: Raw): Parsed<ListQuery> {
  const fields = Object.entries(definition.fields)
    .filter(([, field]) => !field.hidden)
    .map(([name]) => name);
  const known = new Set(['select', 'take', 'page', 'where', 'orderBy', 'lang', 'include']);
  const strays = Object.keys(raw).filter((key) => !known.has(key));
  if (strays.length > 0)
    return err(invalidQuery(`unknown query parameter ${strays.map((s) => `'${s}'`).join(', ')}`));

  const values: Record<string, string | undefined> = {};
  for (const name of known) {
    const value = single(raw, name);
    if (!value.ok) return value;
    values[name] = value.value;
  }
  const take = positiveInteger('take', values.take, DEFAULT_TAKE, MAX_TAKE);
  if (!take.ok) return take;
  const page = positiveInteger('page', values.page, 1, 1_000_000);
  if (!page.ok) return page;
  const lang = parseLang(values.lang);
  if (!lang.ok) return lang;

  let select: string[] | null = null;
  if (values.select !== undefined) {
    const json = jsonOrList('select', values.select);
    if (!json.ok) return json;
    const parsed = parseFieldList('select', json.value, fields, 'field');
    if (!parsed.ok) return parsed;
    select = parsed.value.length > 0 ? parsed.value : null;
  }
  let include: string[] = [];
  if (values.include !== undefined) {
    const json = jsonOrList('include', values.include);
    if (!json.ok) return json;
    const parsed = parseFieldList('include', json.value, includableNames(definition), 'relation');
    if (!parsed.ok) return parsed;
    include = parsed.value;
  }
  let where: Condition | null = null;
  if (values.where !== undefined) {
    let json: unknown;
    try {
      json = JSON.parse(values.where);
    } catch {
      return err(invalidQuery('where is not valid JSON'));
    }
    const parsed = parseWhere(definition, json);
    if (!parsed.ok) return parsed;
    where = parsed.value;
  }
  let orderBy: OrderBy[] = [...definition.defaultOrder];
  if (values.orderBy !== undefined) {
    const json = /^[[{"]/.test(values.orderBy.trim())
      ? jsonOrList('orderBy', values.orderBy)
      : ok(values.orderBy);
    if (!json.ok) return json;
    const parsed = parseOrderBy(definition, json.value, fields);
    if (!parsed.ok) return parsed;
    orderBy = parsed.value;
  }
  return ok({ select, take: take.value, page: page.value, where, orderBy, lang: lang.value, include });
}

/** Parses an id from the URL by the entity's key type. */
export function parseId(definition: EntityDefinition, value: string): Parsed<string | number> {
  switch (definition.primaryKey.type) {
    case 'integer':
      return /^\d{1,9}$/.test(value) ? ok(Number(value)) : err(invalidQuery(`id must be a whole number`));
    case 'uuid':
      return UUID.test(value) ? ok(value.toLowerCase()) : err(invalidQuery(`id must be a UUID`));
    case 'string':
      return /^[\w.-]{1,128}$/.test(value) ? ok(value) : err(invalidQuery(`id must be a plain key`));
  }
}
