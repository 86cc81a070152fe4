import { describe, expect, it } from 'vitest';
import { grantedPermissions, hasScope } from '#domain/auth/scope.ts';

describe('scope check', () => {
  it('grants a permission contained in a scope list', () => {
    expect(hasScope({ scope: ['admin', 'booking'] }, 'booking')).toBe(true);
    expect(hasScope({ scope: ['admin'] }, 'booking')).toBe(false);
  });

  it('grants a permission whose key is truthy in a scope object', () => {
    expect(hasScope({ scope: { booking: true } }, 'booking')).toBe(true);
    expect(hasScope({ scope: { booking: 1 } }, 'booking')).toBe(true);
    expect(hasScope({ scope: { booking: false } }, 'booking')).toBe(false);
    expect(hasScope({ scope: {} }, 'booking')).toBe(false);
  });

  it('does not take inherited object keys for permissions', () => {
    expect(hasScope({ scope: {} }, 'toString')).toBe(false);
  });

  it('grants nothing without a user or with any other kind of scope', () => {
    expect(hasScope(null, 'booking')).toBe(false);
    expect(hasScope(undefined, 'booking')).toBe(false);
    expect(hasScope({}, 'booking')).toBe(false);
    expect(hasScope({ scope: 'booking' }, 'booking')).toBe(false);
    expect(hasScope({ scope: null }, 'booking')).toBe(false);
  });
});

describe('the permissions a scope grants', () => {
  it('lists them whichever of the two shapes the scope has, and none for anything else', () => {
    expect(grantedPermissions({ scope: ['posts:read', 'admin'] })).toEqual(['posts:read', 'admin']);
    expect(grantedPermissions({ scope: { admin: true, support: false, finance: 1 } })).toEqual([
      'admin',
      'finance',
    ]);
    for (const scope of [undefined, null, 'admin', 7]) expect(grantedPermissions({ scope })).toEqual([]);
  });

  it('grants exactly what the scope check lets through, for a well-formed scope', () => {
    const user = { scope: { admin: true, support: false } };
    for (const permission of ['admin', 'support', 'finance'])
      expect(grantedPermissions(user).includes(permission)).toBe(hasScope(user, permission));
  });
});
