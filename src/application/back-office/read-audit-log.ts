import type { Actor } from '#domain/auth/principal.ts';
import { ok } from '#domain/shared/result.ts';
import type { AuditLog, AuditPage } from '../ports/audit-log.ts';
import { type BackOfficeResult, staffWith } from './staff-access.ts';

const AUDIT_PER_PAGE = 50;

/** Staff read who did what (issue #11 item 1), newest first. */
export class ReadAuditLog {
  readonly #deps: { audit: AuditLog };
  constructor(deps: { audit: AuditLog }) {
    this.#deps = deps;
  }

  async execute(input: {
    actor: Actor;
    page: number;
  }): Promise<BackOfficeResult<AuditPage & { perPage: number }>> {
    const staff = staffWith(input.actor, 'viewAudit');
    if (!staff.ok) return staff;
    const page = await this.#deps.audit.list({
      limit: AUDIT_PER_PAGE,
      offset: (input.page - 1) * AUDIT_PER_PAGE,
    });
    return ok({ ...page, perPage: AUDIT_PER_PAGE });
  }
}
