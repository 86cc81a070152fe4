import type { Actor } from '#domain/auth/principal.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { err, type Result } from '#domain/shared/result.ts';
import type { ContentRow } from '../ports/content-store.ts';
import type { RowWrite } from './content-input.ts';
import { mayWrite, type WriteContentDeps } from './write-content-deps.ts';

/** `POST {entity}`: the row as `rowWrite` read it. */
export class CreateContent {
  readonly #deps: WriteContentDeps;

  constructor(deps: WriteContentDeps) {
    this.#deps = deps;
  }

  async execute(input: RowWrite & { actor: Actor }): Promise<Result<ContentRow, Refusal>> {
    const entity = mayWrite(input.entity, input.actor);
    if (!entity.ok) return entity;
    if (!entity.value.creatable) return err({ code: 'methodNotAllowed' });
    const created = await this.#deps.store.create(entity.value, input.write);
    if (created.ok) await this.#deps.cache.invalidate('all');
    return created;
  }
}
