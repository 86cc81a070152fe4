import { describe, expect, it } from 'vitest';
import { requestErrorOf } from '#application/errors/refusal-wording.ts';
import {
  ADMIN_PERMISSION,
  contentPermission,
  denied as deniedRule,
  may,
  mayAccess,
  readAccess as readAccessRule,
} from '#domain/content/content-access.ts';
import { findEntity } from '#domain/content/entities.ts';
import type { EntityDefinition } from '#domain/content/entity-definition.ts';

const denied = (...args: Parameters<typeof deniedRule>) => requestErrorOf(deniedRule(...args));
const readAccess = (...args: Parameters<typeof readAccessRule>) => {
  const access = readAccessRule(...args);
  return access.mode === 'denied' ? { mode: access.mode, error: requestErrorOf(access.error) } : access;
};

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
    expect(denied(null, 'users:read')).toEqual({ code: 'unauthorized', message: 'sign in first' });
    expect(denied({ scope: [] }, 'users:read')).toEqual({
      code: 'forbidden',
      message: 'this needs the users:read permission',
    });
  });

  it('reads everything with the read or write permission, published rows of public entities, else nothing', () => {
    expect(readAccess({ scope: ['posts:read'] }, entity('posts'))).toEqual({ mode: 'all' });
    expect(readAccess({ scope: ['users:write'] }, entity('users'))).toEqual({ mode: 'all' });
    expect(readAccess(null, entity('posts'))).toEqual({ mode: 'published' });
    expect(readAccess(null, entity('users'))).toEqual({
      mode: 'denied',
      error: { code: 'unauthorized', message: 'sign in first' },
    });
    expect(readAccess({ scope: ['posts:read'] }, entity('users'))).toEqual({
      mode: 'denied',
      error: { code: 'forbidden', message: 'this needs the users:read permission' },
    });
  });
});
