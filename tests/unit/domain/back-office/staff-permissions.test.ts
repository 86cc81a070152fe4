import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isStaff,
  mayStaff,
  STAFF_ABILITIES,
  staffRolesOf,
  withStaffRoles,
} from '#domain/back-office/staff-permissions.ts';

describe('staff permissions', () => {
  it('give nothing to a visitor, a customer or a content editor', () => {
    for (const user of [
      null,
      { scope: [] },
      { scope: ['posts:write'] },
      { scope: 'admin' },
      { scope: { support: false } },
    ]) {
      expect(isStaff(user)).toBe(false);
      expect(STAFF_ABILITIES.filter((ability) => mayStaff(user, ability))).toEqual([]);
    }
  });

  it('keep money to finance and answers to support; admin may do everything', () => {
    const support = { scope: ['support'] };
    const finance = { scope: { finance: true } };
    expect(STAFF_ABILITIES.filter((a) => mayStaff(support, a))).toEqual([
      'viewBookings',
      'resendEmail',
      'regenerateVoucher',
      'courierVoucher',
      'retryTicketing',
      'causeDisruption',
      'actForTraveller',
      'viewChat',
      'answerChat',
      'viewJobs',
      'viewAudit',
      'viewNewsletter',
    ]);
    expect(STAFF_ABILITIES.filter((a) => mayStaff(finance, a))).toEqual([
      'viewBookings',
      'refund',
      'cancelUpstream',
      'actForTraveller',
      'viewJobs',
      'viewAudit',
      'manageResellers',
    ]);
    expect(STAFF_ABILITIES.every((a) => mayStaff({ scope: ['admin'] }, a))).toBe(true);
  });

  it('set the staff roles of a scope and keep every other permission, in the shape it had', () => {
    expect(withStaffRoles(['posts:write', 'support'], ['finance'])).toEqual(['posts:write', 'finance']);
    expect(withStaffRoles({ 'posts:write': true, admin: true }, [])).toEqual({ 'posts:write': true });
    expect(withStaffRoles(null, ['support'])).toEqual(['support']);
    fc.assert(
      fc.property(
        fc.array(fc.string()),
        fc.subarray(['support', 'finance', 'admin'] as const),
        (others, roles) => {
          const scope = withStaffRoles(others, roles) as string[];
          expect(staffRolesOf({ scope })).toEqual(roles);
          expect(scope.filter((p) => !['support', 'finance', 'admin'].includes(p))).toEqual(
            others.filter((p) => !['support', 'finance', 'admin'].includes(p)),
          );
        },
      ),
    );
  });
});
