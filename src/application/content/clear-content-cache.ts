import type { Actor } from '#domain/auth/principal.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { ok, type Result } from '#domain/shared/result.ts';
import type { ContentCache } from '../ports/content-cache.ts';
import { writableEntity } from './write-content-deps.ts';

/** `DELETE {entity}/clear-cache`. */
export class ClearContentCache {
  readonly #deps: { cache: ContentCache };

  constructor(deps: { cache: ContentCache }) {
    this.#deps = deps;
  }

  async execute(input: { entity: string; actor: Actor }): Promise<Result<void, Refusal>> {
    const entity = writableEntity(input.entity, input.actor);
    if (!entity.ok) return entity;
    await this.#deps.cache.invalidate(entity.value.name);
    return ok(undefined);
  }
}
