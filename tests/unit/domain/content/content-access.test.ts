import { describe, expect, it } from 'vitest';
import {
  ADMIN_PERMISSION,
  contentPermission,
  denied,
  may,
  mayAccess,
  readAccess,
} from '#domain/content/content-access.ts';
import { findEntity } from '#domain/content/entities.ts';
import type { EntityDefinition } from '#domain/content/entity-definition.ts';

const entity = (name: string): EntityDefinition => {
  const definition = findEntity(name);
  if (!definition) throw new Error(`no entity ${name}`);
  return definition;
};

describe('content access', () => {
  it('names permissions <entity>:<action>', () => {
    expect(contentPermission('posts', 'write')).toBe('posts:write');
  });

  it('grants admins everything and others only what their scope names', () => {
    const admin = { scope: [ADMIN_PERMISSION] };
    const editor = { scope: ['posts:write'] };
    expect(may(admin, 'anything')).toBe(true);
    expect(mayAccess(editor, 'posts', 'write')).toBe(true);
    expect(mayAccess(editor, 'posts', 'read')).toBe(false);
    expect(mayAccess(editor, 'pages', 'write')).toBe(false);
    expect(mayAccess(null, 'posts', 'read')).toBe(false);
  });

  it('tells anonymous callers to sign in and refuses signed-in callers without the permission', () => {
    expect(denied(null, 'users:read')).toEqual({ code: 'unauthorized' });
    expect(denied({ scope: [] }, 'users:read')).toEqual({
      code: 'permissionNeeded',
      values: { permission: 'users:read' },
    });
  });

  it('reads everything with the read or write permission, published rows of public entities, else nothing', () => {
    expect(readAccess({ scope: ['posts:read'] }, entity('posts'))).toEqual({ mode: 'all' });
    expect(readAccess({ scope: ['users:write'] }, entity('users'))).toEqual({ mode: 'all' });
    expect(readAccess(null, entity('posts'))).toEqual({ mode: 'published' });
    expect(readAccess(null, entity('users'))).toEqual({
      mode: 'denied',
      error: { code: 'unauthorized' },
    });
    expect(readAccess({ scope: ['posts:read'] }, entity('users'))).toEqual({
      mode: 'denied',
      error: { code: 'permissionNeeded', values: { permission: 'users:read' } },
    });
  });
});
