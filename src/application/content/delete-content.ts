import type { Actor } from '#domain/auth/principal.ts';
import { LAST_ADMIN_RULE } from '#domain/content/last-admin-rule.ts';
import { parseId } from '#domain/content/list-query-parser.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { type WriteContentDeps, writableEntity } from './write-content-deps.ts';

/** `DELETE {entity}/{id}`. */
export class DeleteContent {
  readonly #deps: WriteContentDeps;

  constructor(deps: WriteContentDeps) {
    this.#deps = deps;
  }

  async execute(input: { entity: string; id: string; actor: Actor }): Promise<Result<void, Refusal>> {
    const entity = writableEntity(input.entity, input.actor);
    if (!entity.ok) return entity;
    const id = parseId(entity.value, input.id);
    if (!id.ok) return id;
    const rule = entity.value.name === 'users' ? LAST_ADMIN_RULE : undefined;
    const removed = await this.#deps.store.remove(entity.value, id.value, rule);
    if (!removed.ok) return removed;
    if (!removed.value) return err({ code: 'notFound' });
    await this.#deps.cache.invalidate('all');
    return ok(undefined);
  }
}
