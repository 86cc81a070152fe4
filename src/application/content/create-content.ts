import type { Actor } from '#domain/auth/principal.ts';
import { may } from '#domain/content/content-access.ts';
import { parseContentWrite } from '#domain/content/content-write.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { err, type Result } from '#domain/shared/result.ts';
import type { ContentRow } from '../ports/content-store.ts';
import { type WriteContentDeps, writableEntity } from './write-content-deps.ts';

/** `POST {entity}`. */
export class CreateContent {
  readonly #deps: WriteContentDeps;

  constructor(deps: WriteContentDeps) {
    this.#deps = deps;
  }

  async execute(input: {
    entity: string;
    body: unknown;
    actor: Actor;
  }): Promise<Result<ContentRow, Refusal>> {
    const entity = writableEntity(input.entity, input.actor);
    if (!entity.ok) return entity;
    if (!entity.value.creatable) {
      return err({ code: 'methodNotAllowed' });
    }
    const write = parseContentWrite(entity.value, input.body, 'create', (permission) =>
      may(input.actor, permission),
    );
    if (!write.ok) return write;
    const created = await this.#deps.store.create(entity.value, write.value);
    if (created.ok) await this.#deps.cache.invalidate('all');
    return created;
  }
}
