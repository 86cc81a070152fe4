import { describe, expect, it } from 'vitest';
import { hasScope } from '#domain/auth/scope.ts';

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
