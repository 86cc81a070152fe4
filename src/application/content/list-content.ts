import type { Actor } from '#domain/auth/principal.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { ok, type Result } from '#domain/shared/result.ts';
import type { ContentCache } from '../ports/content-cache.ts';
import type { ContentRow, ContentStore } from '../ports/content-store.ts';
import type { ListInput } from './content-input.ts';
import { includeRequests, visibility, withRestriction } from './content-reading.ts';

export interface ContentPage {
  data: ContentRow[];
  total: number;
  page: number;
  take: number;
  pages: number;
}

/** `GET {entity}`: a page of rows the caller may see, with totals (spec §7); the query as `listInput` read it. */
export class ListContent {
  readonly #deps: { store: ContentStore; cache: ContentCache };

  constructor(deps: { store: ContentStore; cache: ContentCache }) {
    this.#deps = deps;
  }

  async execute(input: ListInput & { actor: Actor }): Promise<Result<ContentPage, Refusal>> {
    const { entity, query } = input;
    const seen = visibility(input.actor, entity);
    if (!seen.ok) return seen;
    const include = includeRequests(input.actor, entity, query.include);
    if (!include.ok) return include;
    const { take, page } = query;
    const load = async () => {
      const { rows, total } = await this.#deps.store.list(entity, {
        ...query,
        include: include.value,
        where: withRestriction(query.where, seen.value.restrict),
      });
      return { data: rows, total, page, take, pages: Math.ceil(total / take) };
    };
    // Only the anonymous view is shared; what a permitted reader sees is never cached.
    if (seen.value.everything || input.actor) return ok(await load());
    return ok(await this.#deps.cache.read(entity.name, `list:${JSON.stringify(query)}`, load));
  }
}
