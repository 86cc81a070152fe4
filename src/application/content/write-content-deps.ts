import type { Actor } from '#domain/auth/principal.ts';
import { contentPermission, denied, mayAccess } from '#domain/content/content-access.ts';
import type { EntityDefinition } from '#domain/content/entity-definition.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { ContentCache } from '../ports/content-cache.ts';
import type { ContentStore } from '../ports/content-store.ts';
import { entityNamed } from './content-reading.ts';

/** What the content write use cases (create, update, delete, clear cache) share: their ports and the write permission. */
export interface WriteContentDeps {
  store: ContentStore;
  cache: ContentCache;
}

/** Deny by default: every write needs `<entity>:write` (or `admin`) in the caller's scope. */
export function mayWrite(entity: EntityDefinition, actor: Actor): Result<EntityDefinition, Refusal> {
  return mayAccess(actor, entity.name, 'write')
    ? ok(entity)
    : err(denied(actor, contentPermission(entity.name, 'write')));
}

/** The entity named, when the caller may write it. */
export function writableEntity(name: string, actor: Actor): Result<EntityDefinition, Refusal> {
  const entity = entityNamed(name);
  return entity.ok ? mayWrite(entity.value, actor) : entity;
}

/** The entity named, when the caller may write it and it takes new rows (405 otherwise). */
export function creatableEntity(name: string, actor: Actor): Result<EntityDefinition, Refusal> {
  const entity = writableEntity(name, actor);
  if (entity.ok && !entity.value.creatable) return err({ code: 'methodNotAllowed' });
  return entity;
}
