import type { StaffAbility } from '#domain/back-office/staff-permissions.ts';

/** The back office's sections in the order of the menu, each shown only to staff who may open it. */
export const ADMIN_SECTIONS = [
  { path: '/bookings', label: 'adminNavBookings', ability: 'viewBookings' },
  { path: '/disruptions', label: 'adminNavDisruptions', ability: 'viewBookings' },
  { path: '/chat', label: 'adminNavChat', ability: 'viewChat' },
  { path: '/jobs', label: 'adminNavJobs', ability: 'viewJobs' },
  { path: '/resellers', label: 'adminNavResellers', ability: 'manageResellers' },
  { path: '/coupons', label: 'adminNavCoupons', ability: 'manageCoupons' },
  { path: '/content', label: 'adminNavContent', ability: 'editContent' },
  { path: '/newsletter', label: 'adminNavNewsletter', ability: 'viewNewsletter' },
  { path: '/contact', label: 'adminNavContact', ability: 'viewNewsletter' },
  { path: '/users', label: 'adminNavUsers', ability: 'manageUsers' },
  { path: '/audit', label: 'adminNavAudit', ability: 'viewAudit' },
] as const satisfies ReadonlyArray<{ path: string; label: string; ability: StaffAbility }>;
