import { type ApiRefusal, invalidQuery } from '../errors/api-refusal.ts';
import { isLocaleCode, type LocaleCode } from '../i18n/locales.ts';
import { isRecord } from '../shared/is-record.ts';
import { err, ok, type Result } from '../shared/result.ts';
import { type EntityDefinition, fieldOf, visibleFields } from './entity-definition.ts';
import { UUID } from './field-value-check.ts';
import { type Condition, DEFAULT_TAKE, type ListQuery, MAX_TAKE, type OrderBy } from './list-query.ts';
import { parseWhere } from './where-parser.ts';

type Raw = Record<string, unknown>;
type Parsed<T> = Result<T, ApiRefusal>;

const PARAMETERS = ['select', 'take', 'page', 'where', 'orderBy', 'lang', 'include'] as const;
type Parameters = Partial<Record<(typeof PARAMETERS)[number], string>>;
const looksLikeJson = (value: string) => /^[[{"]/.test(value.trim());

/** Each known parameter given once at most; a parameter given twice is refused rather than guessed. */
function readParameters(raw: Raw): Parsed<Parameters> {
  const known: readonly string[] = PARAMETERS;
  const strays = Object.keys(raw).filter((key) => !known.includes(key));
  if (strays.length > 0)
    return err(invalidQuery(`unknown query parameter ${strays.map((s) => `'${s}'`).join(', ')}`));
  const values: Parameters = {};
  for (const name of PARAMETERS) {
    const value = raw[name];
    if (value === undefined || value === '') continue;
    if (typeof value !== 'string') return err(invalidQuery(`${name} must be given once`));
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

/** `select` or `include`: names from `allowed`, each once. */
function parseNameList(
  name: string,
  value: string,
  allowed: readonly string[],
  what: string,
): Parsed<string[]> {
  const json = jsonOrList(name, value);
  if (!json.ok) return json;
  const list = typeof json.value === 'string' ? [json.value] : json.value;
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

function parseWhereParameter(definition: EntityDefinition, value: string): Parsed<Condition | null> {
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return err(invalidQuery('where is not valid JSON'));
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
    values.select === undefined
      ? ok([])
      : parseNameList('select', values.select, visibleFields(definition), 'field');
  if (!select.ok) return select;
  const include =
    values.include === undefined
      ? ok([])
      : parseNameList('include', values.include, includableNames(definition), 'relation');
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
      return /^\d{1,9}$/.test(value) ? ok(Number(value)) : err(invalidQuery(`id must be a whole number`));
    case 'uuid':
      return UUID.test(value) ? ok(value.toLowerCase()) : err(invalidQuery(`id must be a UUID`));
    case 'string':
      return /^[\w.-]{1,128}$/.test(value) ? ok(value) : err(invalidQuery(`id must be a plain key`));
  }
}
