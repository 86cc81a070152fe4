import { hasScope } from '../auth/scope.ts';
import { ADMIN_PERMISSION } from './content-access.ts';
import type { WriteRule } from './write-rule.ts';

const isActiveAdmin = (row: Record<string, unknown>) =>
  row.active === true && hasScope({ scope: row.scope }, ADMIN_PERMISSION);

/**
 * The site keeps at least one active account with the `admin` permission: without one, nobody could grant
 * permissions again short of editing the database. A write that takes the last one away (deleting it,
 * deactivating it, or removing `admin` from its scope, whoever does it) is refused. Writes that leave an
 * admin-less site as it was (no admin before) are not this rule's business.
 */
export const LAST_ADMIN_RULE: WriteRule = {
  lock: 'users:admins',
  where: { field: 'active', operator: 'eq', value: true },
  select: ['id', 'active', 'scope'],
  check(before, after) {
    if (!before || !isActiveAdmin(before) || after.some(isActiveAdmin)) return null;
    return { code: 'lastAdmin' };
  },
};

/** Whether a write to a user can take away an active admin: a delete, or a change of `active` or `scope`. */
export const mayRemoveAnAdmin = (values: Record<string, unknown> | null) =>
  values === null || 'active' in values || 'scope' in values;
