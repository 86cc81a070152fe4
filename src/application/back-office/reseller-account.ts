import type { Principal } from '#domain/auth/principal.ts';
import type { AuditEntry } from '../ports/audit-log.ts';
import type { ResellerDesk, ResellerRow } from '../ports/reseller-desk.ts';

export interface ResellerAccountForm {
  userEmail: string;
  companyName: string;
  contactEmail: string;
  creditLimit: number;
  active: boolean;
}

/** The reseller whose user id this text is, or null. */
export function findReseller(desk: ResellerDesk, userId: string): Promise<ResellerRow | null> {
  return /^\d{1,9}$/.test(userId) ? desk.find(Number(userId)) : Promise.resolve(null);
}

/** The audit entry of a change to a reseller's account or credit. */
export function resellerAuditEntry(
  at: Date,
  staff: Principal,
  action: string,
  userId: number,
  before: unknown,
  after: unknown,
): AuditEntry {
  return {
    at,
    actorId: staff.id,
    actorEmail: staff.email,
    action,
    subjectType: 'reseller',
    subjectId: String(userId),
    before,
    after,
  };
}
