import type { Actor } from '#domain/auth/principal.ts';
import { contentPermission, denied, mayAccess } from '#domain/content/content-access.ts';
import type { EntityDefinition } from '#domain/content/entity-definition.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { err, type Result } from '#domain/shared/result.ts';
import type { ContentCache } from '../ports/content-cache.ts';
import type { ContentStore } from '../ports/content-store.ts';
import { entityNamed } from './content-reading.ts';

/** What the content write use cases (create, update, delete, clear cache) share: their ports and the write permission. */
export interface WriteContentDeps {
  store: ContentStore;
  cache: ContentCache;
}

/** Deny by default: every write needs `<entity>:write` (or `admin`) in the caller's scope. */
export function writableEntity(name: string, actor: Actor): Result<EntityDefinition, Refusal> {
  const entity = entityNamed(name);
  if (!entity.ok) return entity;
  if (!mayAccess(actor, entity.value.name, 'write')) {
    return err(denied(actor, contentPermission(entity.value.name, 'write')));
  }
  return entity;
}
