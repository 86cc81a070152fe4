import { hasScope, type ScopedUser } from '../auth/scope.ts';
import type { Refusal } from '../errors/refusal.ts';
import type { EntityDefinition } from './entity-definition.ts';

export type ContentAction = 'read' | 'write';

/** Holders of `admin` may do everything; everyone else needs `<entity>:<action>` in their scope (spec §6). */
export const ADMIN_PERMISSION = 'admin';

export function contentPermission(entity: string, action: ContentAction): string {
  return `${entity}:${action}`;
}

export function may(user: ScopedUser | null, permission: string): boolean {
  return hasScope(user, ADMIN_PERMISSION) || hasScope(user, permission);
}

export function mayAccess(user: ScopedUser | null, entity: string, action: ContentAction): boolean {
  return may(user, contentPermission(entity, action));
}

/** Anonymous callers are told to sign in (401); signed-in callers without the permission are refused (403). */
export function denied(user: ScopedUser | null, permission: string): Refusal {
  return user ? { code: 'permissionNeeded', values: { permission } } : { code: 'unauthorized' };
}

/**
 * How a caller may read an entity: everything (read permission), only published rows (public entities),
 * or not at all. Deny is the default: an entity is readable without permission only when declared public.
 */
export function readAccess(
  user: ScopedUser | null,
  entity: EntityDefinition,
): { mode: 'all' } | { mode: 'published' } | { mode: 'denied'; error: Refusal } {
  if (mayAccess(user, entity.name, 'read') || mayAccess(user, entity.name, 'write')) return { mode: 'all' };
  if (entity.read === 'public') return { mode: 'published' };
  return { mode: 'denied', error: denied(user, contentPermission(entity.name, 'read')) };
}
