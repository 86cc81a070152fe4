/** The user's permissions arrive under the key `scope`, either as a list or as a map of flags (spec §3). */
export interface ScopedUser {
  scope?: unknown;
}

/**
 * Spec §6: a list must contain the permission; an object must have the permission's key truthy. Anything
 * else (no user, no scope, a string) grants nothing.
 */
export function hasScope(user: ScopedUser | null | undefined, permission: string): boolean {
  const scope = user?.scope;
  if (Array.isArray(scope)) return scope.includes(permission);
  if (typeof scope === 'object' && scope !== null) {
    return Boolean(Object.hasOwn(scope, permission) && (scope as Record<string, unknown>)[permission]);
  }
  return false;
}

/** Every permission the scope grants, as a list, whichever of the two shapes (spec §6) it has. */
export function grantedPermissions(user: ScopedUser): string[] {
  const { scope } = user;
  if (Array.isArray(scope)) return scope.map(String);
  if (typeof scope === 'object' && scope !== null)
    return Object.entries(scope)
      .filter(([, granted]) => Boolean(granted))
      .map(([name]) => name);
  return [];
}
