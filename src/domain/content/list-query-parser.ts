import type { Refusal } from '../errors/refusal.ts';
import { messages as m } from '../errors/validation-message-keys.ts';
import { isLocaleCode, type LocaleCode } from '../i18n/locales.ts';
import { isRecord } from '../shared/is-record.ts';
import { err, ok, type Result } from '../shared/result.ts';
import { type EntityDefinition, fieldOf, visibleFields } from './entity-definition.ts';
import { UUID } from './field-value-check.ts';
import {
  type Condition,
  DEFAULT_TAKE,
  type ListQuery,
  MAX_TAKE,
  type OrderBy,
  queryFault,
} from './list-query.ts';
import { parseWhere } from './where-parser.ts';

type Raw = Record<string, unknown>;
type Parsed<T> = Result<T, Refusal>;

const PARAMETERS = ['select', 'take', 'page', 'where', 'orderBy', 'lang', 'include'] as const;
type Parameters = Partial<Record<(typeof PARAMETERS)[number], string>>;
const looksLikeJson = (value: string) => /^[[{"]/.test(value.trim());

/** Each known parameter given once at most; a parameter given twice is refused rather than guessed. */
function readParameters(raw: Raw): Parsed<Parameters> {
  const known: readonly string[] = PARAMETERS;
  const strays = Object.keys(raw).filter((key) => !known.includes(key));
  if (strays.length > 0)
    return err({ code: 'invalidForm', fields: strays.map((path) => ({ path, key: m.unknownField })) });
  const values: Parameters = {};
  for (const name of PARAMETERS) {
    const value = raw[name];
    if (value === undefined || value === '') continue;
    if (typeof value !== 'string') return queryFault(name, m.givenTwice);
    values[name] = value;
  }
  return ok(values);
}

/** JSON when it looks like JSON; otherwise a comma-separated list (`select=id,name`). */
function jsonOrList(name: string, value: string): Parsed<unknown> {
  const trimmed = value.trim();
  if (looksLikeJson(trimmed)) {
    try {
      return ok(JSON.parse(trimmed));
    } catch {
      return queryFault(name, m.invalidJson);
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
    return queryFault(name, m.numberOutOfRange, { min: 1, max });
  }
  return ok(Number(value));
}

/** `select` or `include`: names from `allowed`, each once. */
function parseNameList(name: string, value: string, allowed: readonly string[]): Parsed<string[]> {
  const json = jsonOrList(name, value);
  if (!json.ok) return json;
  const list = typeof json.value === 'string' ? [json.value] : json.value;
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) {
    return queryFault(name, m.invalidValue);
  }
  const unknown = list.filter((item) => !allowed.includes(item));
  if (unknown.length > 0) {
    const values = { allowed: allowed.join(', ') || '–' };
    return err({
      code: 'invalidForm',
      fields: unknown.map((item) => ({ path: `${name}.${item}`, key: m.unknownName, values })),
    });
  }
  return ok([...new Set(list)]);
}

function parseWhereParameter(definition: EntityDefinition, value: string): Parsed<Condition | null> {
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return queryFault('where', m.invalidJson);
  }
  return parseWhere(definition, json);
}

/** `orderBy=-name`, `{"name":"desc"}` or a list of either. */
function parseOrderBy(definition: EntityDefinition, value: string): Parsed<OrderBy[]> {
  const json = looksLikeJson(value) ? jsonOrList('orderBy', value) : ok(value);
  if (!json.ok) return json;
  const fields = visibleFields(definition);
  const orderBy: OrderBy[] = [];
  for (const item of Array.isArray(json.value) ? json.value : [json.value]) {
    const entries: [string, unknown][] =
      typeof item === 'string'
        ? [item.startsWith('-') ? [item.slice(1), 'desc'] : [item, 'asc']]
        : isRecord(item)
          ? Object.entries(item)
          : [];
    if (entries.length === 0) return queryFault('orderBy', m.invalidValue);
    for (const [field, direction] of entries) {
      if (!fields.includes(field) || fieldOf(definition, field)?.type === 'json') {
        return queryFault(`orderBy.${field}`, m.cannotSortBy);
      }
      if (direction !== 'asc' && direction !== 'desc') {
        return queryFault(`orderBy.${field}`, m.unknownName, { allowed: 'asc, desc' });
      }
      orderBy.push({ field, direction });
    }
  }
  if (orderBy.length > 5) return queryFault('orderBy', m.tooMany, { max: 5 });
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
  return isLocaleCode(value) ? ok(value) : queryFault('lang', m.invalidLanguage);
}

/** Parses `select`, `take`, `page`, `where`, `orderBy`, `lang` and `include` (spec §7) against the allowlists. */
export function parseListQuery(definition: EntityDefinition, raw: Raw): Parsed<ListQuery> {
  const read = readParameters(raw);
  if (!read.ok) return read;
  const values = read.value;
  const take = positiveInteger('take', values.take, DEFAULT_TAKE, MAX_TAKE);
  if (!take.ok) return take;
  const page = positiveInteger('page', values.page, 1, 1_000_000);
  if (!page.ok) return page;
  const lang = parseLang(values.lang);
  if (!lang.ok) return lang;
  const select =
    values.select === undefined ? ok([]) : parseNameList('select', values.select, visibleFields(definition));
  if (!select.ok) return select;
  const include =
    values.include === undefined
      ? ok([])
      : parseNameList('include', values.include, includableNames(definition));
  if (!include.ok) return include;
  const where = values.where === undefined ? ok(null) : parseWhereParameter(definition, values.where);
  if (!where.ok) return where;
  const orderBy =
    values.orderBy === undefined
      ? ok([...definition.defaultOrder])
      : parseOrderBy(definition, values.orderBy);
  if (!orderBy.ok) return orderBy;
  return ok({
    select: select.value.length > 0 ? select.value : null,
    take: take.value,
    page: page.value,
    where: where.value,
    orderBy: orderBy.value,
    lang: lang.value,
    include: include.value,
  });
}

/** Parses an id from the URL by the entity's key type. */
export function parseId(definition: EntityDefinition, value: string): Parsed<string | number> {
  switch (definition.primaryKey.type) {
    case 'integer':
      return /^\d{1,9}$/.test(value) ? ok(Number(value)) : queryFault('id', m.invalidNumber);
    case 'uuid':
      return UUID.test(value) ? ok(value.toLowerCase()) : queryFault('id', m.invalidUuid);
    case 'string':
      return /^[\w.-]{1,128}$/.test(value) ? ok(value) : queryFault('id', m.invalidValue);
  }
}
