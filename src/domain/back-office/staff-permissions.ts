import { hasScope, type ScopedUser } from '../auth/scope.ts';

/**
 * The back office's roles, as permissions in the user's `scope` (spec §6): support answers travellers,
 * finance moves money, admin may do everything including users and their scopes.
 */
export const STAFF_ROLES = ['support', 'finance', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What each staff task needs. Admin is implied everywhere; anything not listed here is refused. */
const ABILITIES = {
  viewBookings: ['support', 'finance'],
  resendEmail: ['support'],
  regenerateVoucher: ['support'],
  courierVoucher: ['support'],
  retryTicketing: ['support'],
  refund: ['finance'],
  cancelUpstream: ['finance'],
  // Cancelling or delaying a sailing for a demonstration or a test (issue #26) tells real travellers.
  causeDisruption: ['support'],
  // The disruptions desk: refund a disrupted leg or press a compensation claim on for a traveller.
  actForTraveller: ['support', 'finance'],
  viewChat: ['support'],
  answerChat: ['support'],
  viewJobs: ['support', 'finance'],
  manageJobs: [],
  viewAudit: ['support', 'finance'],
  // Coupons are content: the content API lets admins (or holders of `coupons:write`) change them.
  manageCoupons: [],
  // Texts and pictures of the public site; the content API asks for `<entity>:write` or admin again.
  editContent: [],
  viewNewsletter: ['support'],
  manageResellers: ['finance'],
  manageUsers: [],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffAbility = keyof typeof ABILITIES;
export const STAFF_ABILITIES = Object.keys(ABILITIES) as StaffAbility[];

export function isStaff(user: ScopedUser | null | undefined): boolean {
  return STAFF_ROLES.some((role) => hasScope(user, role));
}

export function mayStaff(user: ScopedUser | null | undefined, ability: StaffAbility): boolean {
  if (hasScope(user, 'admin')) return true;
  return (ABILITIES[ability] as readonly StaffRole[]).some((role) => hasScope(user, role));
}

/** The roles a scope holds, whichever of the two shapes of spec §3 it has. */
export function staffRolesOf(user: ScopedUser | null | undefined): StaffRole[] {
  return STAFF_ROLES.filter((role) => hasScope(user, role));
}

/**
 * A scope with the staff roles set to exactly `roles`, every other permission left as it was (a content
 * editor keeps `posts:write`). A list stays a list; a map stays a map.
 */
export function withStaffRoles(scope: unknown, roles: readonly StaffRole[]): unknown {
  if (typeof scope === 'object' && scope !== null && !Array.isArray(scope)) {
    const others = Object.entries(scope).filter(([key]) => !(STAFF_ROLES as readonly string[]).includes(key));
    return Object.fromEntries([...others, ...roles.map((role) => [role, true])]);
  }
  const list = Array.isArray(scope) ? scope : [];
  return [...list.filter((item) => !(STAFF_ROLES as readonly string[]).includes(item)), ...roles];
}
