import type { Actor } from '#domain/auth/principal.ts';
import { contentPermission, denied, may, mayAccess } from '#domain/content/content-access.ts';
import { parseContentWrite } from '#domain/content/content-write.ts';
import type { EntityDefinition } from '#domain/content/entity-definition.ts';
import { LAST_ADMIN_RULE, mayRemoveAnAdmin } from '#domain/content/last-admin-rule.ts';
import { parseId } from '#domain/content/list-query.ts';
import { invalidRequest, type RequestError, requestError } from '#domain/errors/request-error.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { ContentCache } from '../ports/content-cache.ts';
import type { ContentRow, ContentStore } from '../ports/content-store.ts';
import { entityNamed } from './content-reading.ts';

export interface WriteContentDeps {
  store: ContentStore;
  cache: ContentCache;
}

/** Deny by default: every write needs `<entity>:write` (or `admin`) in the caller's scope. */
export function writableEntity(name: string, actor: Actor): Result<EntityDefinition, RequestError> {
  const entity = entityNamed(name);
  if (!entity.ok) return entity;
  if (!mayAccess(actor, entity.value.name, 'write')) {
    return err(denied(actor, contentPermission(entity.value.name, 'write')));
  }
  return entity;
}

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
  }): Promise<Result<ContentRow, RequestError>> {
    const entity = writableEntity(input.entity, input.actor);
    if (!entity.ok) return entity;
    if (!entity.value.creatable) {
      return err(invalidRequest(`${entity.value.name} cannot be created through this endpoint`));
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
  }): Promise<Result<ContentRow, RequestError>> {
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
    if (!updated.value) return err(requestError('notFound', `${entity.value.name} ${input.id} not found`));
    await this.#deps.cache.invalidate('all');
    return ok(updated.value);
  }
}

/** `DELETE {entity}/{id}`. */
export class DeleteContent {
  readonly #deps: WriteContentDeps;

  constructor(deps: WriteContentDeps) {
    this.#deps = deps;
  }

  async execute(input: { entity: string; id: string; actor: Actor }): Promise<Result<void, RequestError>> {
    const entity = writableEntity(input.entity, input.actor);
    if (!entity.ok) return entity;
    const id = parseId(entity.value, input.id);
    if (!id.ok) return id;
    const rule = entity.value.name === 'users' ? LAST_ADMIN_RULE : undefined;
    const removed = await this.#deps.store.remove(entity.value, id.value, rule);
    if (!removed.ok) return removed;
    if (!removed.value) return err(requestError('notFound', `${entity.value.name} ${input.id} not found`));
    await this.#deps.cache.invalidate('all');
    return ok(undefined);
  }
}

/** `DELETE {entity}/clear-cache`. */
export class ClearContentCache {
  readonly #deps: { cache: ContentCache };

  constructor(deps: { cache: ContentCache }) {
    this.#deps = deps;
  }

  async execute(input: { entity: string; actor: Actor }): Promise<Result<void, RequestError>> {
    const entity = writableEntity(input.entity, input.actor);
    if (!entity.ok) return entity;
    await this.#deps.cache.invalidate(entity.value.name);
    return ok(undefined);
  }
}
