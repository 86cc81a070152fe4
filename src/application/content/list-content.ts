import type { Actor } from '#domain/auth/principal.ts';
import { parseListQuery } from '#domain/content/list-query-parser.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { ok, type Result } from '#domain/shared/result.ts';
import type { ContentCache } from '../ports/content-cache.ts';
import type { ContentRow, ContentStore } from '../ports/content-store.ts';
import { entityNamed, includeRequests, visibility, withRestriction } from './content-reading.ts';

export interface ContentPage {
  data: ContentRow[];
  total: number;
  page: number;
  take: number;
  pages: number;
}

/** `GET {entity}`: a page of rows the caller may see, with totals (spec §7). */
export class ListContent {
  readonly #deps: { store: ContentStore; cache: ContentCache };

  constructor(deps: { store: ContentStore; cache: ContentCache }) {
    this.#deps = deps;
  }

  async execute(input: {
    entity: string;
    query: Record<string, unknown>;
    actor: Actor;
  }): Promise<Result<ContentPage, Refusal>> {
    const entity = entityNamed(input.entity);
    if (!entity.ok) return entity;
    const seen = visibility(input.actor, entity.value);
    if (!seen.ok) return seen;
    const query = parseListQuery(entity.value, input.query);
    if (!query.ok) return query;
    const include = includeRequests(input.actor, entity.value, query.value.include);
    if (!include.ok) return include;
    const { take, page } = query.value;
    const load = async () => {
      const { rows, total } = await this.#deps.store.list(entity.value, {
        ...query.value,
        include: include.value,
        where: withRestriction(query.value.where, seen.value.restrict),
      });
      return { data: rows, total, page, take, pages: Math.ceil(total / take) };
    };
    // Only the anonymous view is shared; what a permitted reader sees is never cached.
    if (seen.value.everything || input.actor) return ok(await load());
    return ok(await this.#deps.cache.read(entity.value.name, `list:${JSON.stringify(query.value)}`, load));
  }
}
