import type { Actor } from '#domain/auth/principal.ts';
import { LAST_ADMIN_RULE, mayRemoveAnAdmin } from '#domain/content/last-admin-rule.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { ContentRow } from '../ports/content-store.ts';
import type { RowChange } from './content-input.ts';
import { mayWrite, type WriteContentDeps } from './write-content-deps.ts';

/** `PATCH {entity}/{id}`: the id and the change as `rowChange` read them. */
export class UpdateContent {
  readonly #deps: WriteContentDeps;

  constructor(deps: WriteContentDeps) {
    this.#deps = deps;
  }

  async execute(input: RowChange & { actor: Actor }): Promise<Result<ContentRow, Refusal>> {
    const entity = mayWrite(input.entity, input.actor);
    if (!entity.ok) return entity;
    const rule =
      entity.value.name === 'users' && mayRemoveAnAdmin(input.write.values) ? LAST_ADMIN_RULE : undefined;
    const updated = await this.#deps.store.update(entity.value, input.id, input.write, rule);
    if (!updated.ok) return updated;
    if (!updated.value) return err({ code: 'notFound' });
    await this.#deps.cache.invalidate('all');
    return ok(updated.value);
  }
}
