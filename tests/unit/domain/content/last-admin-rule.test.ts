import { describe, expect, it } from 'vitest';
import { LAST_ADMIN_RULE, mayRemoveAnAdmin } from '#domain/content/last-admin-rule.ts';

const check = LAST_ADMIN_RULE.check;

const admin = { id: 1, active: true, scope: ['admin'] };
const editor = { id: 2, active: true, scope: ['content'] };

describe('the last active admin', () => {
  it('cannot be deleted, deactivated or lose the admin permission: the write is refused as a conflict', () => {
    for (const after of [
      [editor],
      [editor, { ...admin, active: false }],
      [{ ...admin, scope: ['content'] }],
    ]) {
      expect(check(admin, after)).toEqual({ code: 'lastAdmin' });
    }
  });

  it('can go once another active account holds admin, whether scope is a list or a map of flags', () => {
    expect(check(admin, [editor, { id: 3, active: true, scope: ['admin'] }])).toBeNull();
    expect(check(admin, [{ id: 3, active: true, scope: { admin: true } }])).toBeNull();
    expect(check(admin, [{ id: 3, active: true, scope: { admin: false } }])).not.toBeNull();
  });

  it('is no concern of writes to other accounts, of new accounts, or of an admin-less site', () => {
    expect(LAST_ADMIN_RULE.check(editor, [editor])).toBeNull();
    expect(LAST_ADMIN_RULE.check(undefined, [])).toBeNull();
    expect(LAST_ADMIN_RULE.check({ ...admin, active: false }, [])).toBeNull();
  });

  it('is checked only for writes that can take an admin away: deletes and changes of active or scope', () => {
    expect(mayRemoveAnAdmin(null)).toBe(true);
    expect(mayRemoveAnAdmin({ active: false })).toBe(true);
    expect(mayRemoveAnAdmin({ scope: [] })).toBe(true);
    expect(mayRemoveAnAdmin({ firstName: 'Ada', email: 'ada@example.com' })).toBe(false);
  });
});
