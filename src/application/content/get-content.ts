import type { Actor } from '#domain/auth/principal.ts';
import { queryFault } from '#domain/content/list-query.ts';
import { includableNames, parseId, parseLang } from '#domain/content/list-query-parser.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { messages as m } from '#domain/errors/validation-message-keys.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { ContentRow, ContentStore } from '../ports/content-store.ts';
import { entityNamed, includeRequests, visibility } from './content-reading.ts';

function names(value: unknown, what: string): Result<string[], Refusal> {
  if (value === undefined || value === '') return ok([]);
  if (typeof value !== 'string') return queryFault(what, m.givenTwice);
  let parsed: unknown = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (/^\s*\[/.test(value)) {
    try {
      parsed = JSON.parse(value);
    } catch {
      return queryFault(what, m.invalidJson);
    }
  }
  if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === 'string')) {
    return queryFault(what, m.invalidValue);
  }
  return ok(parsed);
}

/**
 * A row read's query as its use case takes it, names not yet checked against the entity's fields: no
 * `select` reads every visible field, no `lang` the untranslated row, no `include` no relation.
 */
export interface RowQuery {
  select?: string[];
  lang?: LocaleCode | null;
  include?: string[];
}

/** Reads a row read's raw query (`select`, `lang`, `include`); the driver runs it, the use case takes it. */
export function parseRowQuery(raw: Record<string, unknown>): Result<RowQuery, Refusal> {
  const strays = Object.keys(raw).filter((key) => !['select', 'lang', 'include'].includes(key));
  if (strays.length > 0) return queryFault(strays[0]!, m.unknownField);
  const lang = parseLang(typeof raw.lang === 'string' ? raw.lang || undefined : undefined);
  if (!lang.ok) return lang;
  const include = names(raw.include, 'include');
  if (!include.ok) return include;
  const select = names(raw.select, 'select');
  if (!select.ok) return select;
  return ok({ select: select.value, lang: lang.value, include: include.value });
}

/** `GET {entity}/{id}` with optional `select`, `lang` and `include`. */
export class GetContent {
  readonly #deps: { store: ContentStore };

  constructor(deps: { store: ContentStore }) {
    this.#deps = deps;
  }

  async execute(input: {
    entity: string;
    id: string;
    /** The query as `parseRowQuery` read it. */
    query: RowQuery;
    actor: Actor;
  }): Promise<Result<ContentRow, Refusal>> {
    const entity = entityNamed(input.entity);
    if (!entity.ok) return entity;
    const seen = visibility(input.actor, entity.value);
    if (!seen.ok) return seen;
    const id = parseId(entity.value, input.id);
    if (!id.ok) return id;
    const { select = [], lang = null, include: includeNames = [] } = input.query;
    const allowedIncludes = includableNames(entity.value);
    const unknownInclude = includeNames.find((name) => !allowedIncludes.includes(name));
    if (unknownInclude)
      return queryFault(`include.${unknownInclude}`, m.unknownName, { allowed: allowedIncludes.join(', ') });
    const fields = Object.entries(entity.value.fields)
      .filter(([, f]) => !f.hidden)
      .map(([name]) => name);
    const unknownField = select.find((name) => !fields.includes(name));
    if (unknownField)
      return queryFault(`select.${unknownField}`, m.unknownName, { allowed: fields.join(', ') });
    const include = includeRequests(input.actor, entity.value, includeNames);
    if (!include.ok) return include;
    const row = await this.#deps.store.get(entity.value, id.value, {
      select: select.length > 0 ? select : null,
      lang,
      include: include.value,
      where: seen.value.restrict,
    });
    return row ? ok(row) : err({ code: 'notFound' });
  }
}
