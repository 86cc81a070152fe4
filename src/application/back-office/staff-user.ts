import { type StaffRole, staffRolesOf } from '#domain/back-office/staff-permissions.ts';

export interface StaffUser {
  id: number;
  email: string;
  name: string | null;
  active: boolean;
  roles: StaffRole[];
}

/** A user row of the content API as the users page shows it. */
export const toStaffUser = (row: Record<string, unknown>): StaffUser => ({
  id: Number(row.id),
  email: String(row.email),
  name: typeof row.name === 'string' ? row.name : null,
  active: row.active === true,
  roles: staffRolesOf({ scope: row.scope }),
});
