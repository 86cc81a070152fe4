import type { Actor } from '#domain/auth/principal.ts';
import { may } from '#domain/content/content-access.ts';
import { parseContentWrite } from '#domain/content/content-write.ts';
import { LAST_ADMIN_RULE, mayRemoveAnAdmin } from '#domain/content/last-admin-rule.ts';
import { parseId } from '#domain/content/list-query-parser.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { ContentRow } from '../ports/content-store.ts';
import { type WriteContentDeps, writableEntity } from './write-content-deps.ts';

/** `PATCH {entity}/{id}`. */
export class UpdateContent {
  readonly #deps: WriteContentDeps;

  constructor(deps: WriteContentDeps) {
    this.#deps = deps;
  }

  async execute(input: {
    entity: string;
    id: string;
    body: unknown;
    actor: Actor;
  }): Promise<Result<ContentRow, Refusal>> {
    const entity = writableEntity(input.entity, input.actor);
    if (!entity.ok) return entity;
    const id = parseId(entity.value, input.id);
    if (!id.ok) return id;
    const write = parseContentWrite(entity.value, input.body, 'update', (permission) =>
      may(input.actor, permission),
    );
    if (!write.ok) return write;
    const rule =
      entity.value.name === 'users' && mayRemoveAnAdmin(write.value.values) ? LAST_ADMIN_RULE : undefined;
    const updated = await this.#deps.store.update(entity.value, id.value, write.value, rule);
    if (!updated.ok) return updated;
    if (!updated.value) return err({ code: 'notFound' });
    await this.#deps.cache.invalidate('all');
    return ok(updated.value);
  }
}
