import type { Actor } from '#domain/auth/principal.ts';
import { includableNames, parseId, parseLang } from '#domain/content/list-query-parser.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { worded } from '../errors/refusal-wording.ts';
import { invalidRequest, type RequestError, requestError } from '../errors/request-error.ts';
import type { ContentRow, ContentStore } from '../ports/content-store.ts';
import { entityNamed, includeRequests, visibility } from './content-reading.ts';

function names(value: unknown, what: string): Result<string[], RequestError> {
  if (value === undefined || value === '') return ok([]);
  if (typeof value !== 'string') return err(invalidRequest(`${what} must be given once`));
  let parsed: unknown = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (/^\s*\[/.test(value)) {
    try {
      parsed = JSON.parse(value);
    } catch {
      return err(invalidRequest(`${what} is not valid JSON`));
    }
  }
  if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === 'string')) {
    return err(invalidRequest(`${what} must be a list of names`));
  }
  return ok(parsed);
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
    query: Record<string, unknown>;
    actor: Actor;
  }): Promise<Result<ContentRow, RequestError>> {
    const entity = entityNamed(input.entity);
    if (!entity.ok) return entity;
    const seen = visibility(input.actor, entity.value);
    if (!seen.ok) return seen;
    const id = parseId(entity.value, input.id);
    if (!id.ok) return worded(id);
    const strays = Object.keys(input.query).filter((key) => !['select', 'lang', 'include'].includes(key));
    if (strays.length > 0) return err(invalidRequest(`unknown query parameter '${strays[0]}'`));
    const lang = parseLang(typeof input.query.lang === 'string' ? input.query.lang || undefined : undefined);
    if (!lang.ok) return worded(lang);
    const includeNames = names(input.query.include, 'include');
    if (!includeNames.ok) return includeNames;
    const allowedIncludes = includableNames(entity.value);
    const unknownInclude = includeNames.value.find((name) => !allowedIncludes.includes(name));
    if (unknownInclude) return err(invalidRequest(`include: unknown relation '${unknownInclude}'`));
    const select = names(input.query.select, 'select');
    if (!select.ok) return select;
    const fields = Object.entries(entity.value.fields)
      .filter(([, f]) => !f.hidden)
      .map(([name]) => name);
    const unknownField = select.value.find((name) => !fields.includes(name));
    if (unknownField) return err(invalidRequest(`select: unknown field '${unknownField}'`));
    const include = includeRequests(input.actor, entity.value, includeNames.value);
    if (!include.ok) return include;
    const row = await this.#deps.store.get(entity.value, id.value, {
      select: select.value.length > 0 ? select.value : null,
      lang: lang.value,
      include: include.value,
      where: seen.value.restrict,
    });
    return row ? ok(row) : err(requestError('notFound', `${entity.value.name} ${input.id} not found`));
  }
}
