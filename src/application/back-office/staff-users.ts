import type { Actor } from '#domain/auth/principal.ts';
import { type StaffRole, staffRolesOf, withStaffRoles } from '#domain/back-office/staff-permissions.ts';
import { err, ok } from '#domain/shared/result.ts';
import type { GetContent } from '../content/get-content.ts';
import type { ListContent } from '../content/list-content.ts';
import type { UpdateContent } from '../content/update-content.ts';
import type { AuditLog } from '../ports/audit-log.ts';
import type { Clock } from '../ports/clock.ts';
import { type BackOfficeResult, notAllowedNow, staffWith } from './staff-access.ts';

export interface StaffUser {
  id: number;
  email: string;
  name: string | null;
  active: boolean;
  roles: StaffRole[];
}

export interface StaffUsersDeps {
  list: ListContent;
  get: GetContent;
  update: UpdateContent;
  audit: AuditLog;
  clock: Clock;
}

const USERS_PER_PAGE = 25;

const toStaffUser = (row: Record<string, unknown>): StaffUser => ({
  id: Number(row.id),
  email: String(row.email),
  name: typeof row.name === 'string' ? row.name : null,
  active: row.active === true,
  roles: staffRolesOf({ scope: row.scope }),
});

/**
 * Users and their staff roles (admin only). Writes go through the content API's user update, which keeps
 * its rules (the last active administrator cannot lose `admin`).
 */
export class StaffUsers {
  readonly #deps: StaffUsersDeps;
  constructor(deps: StaffUsersDeps) {
    this.#deps = deps;
  }

  async search(input: { actor: Actor; email: string }): Promise<BackOfficeResult<StaffUser[]>> {
    const staff = staffWith(input.actor, 'manageUsers');
    if (!staff.ok) return staff;
    const query: Record<string, unknown> = { take: String(USERS_PER_PAGE), orderBy: '{"email":"asc"}' };
    const email = input.email.trim().slice(0, 200);
    if (email) query.where = JSON.stringify({ email: { contains: email } });
    const listed = await this.#deps.list.execute({ entity: 'users', query, actor: staff.value });
    if (!listed.ok) return notAllowedNow(listed.error.message);
    return ok(listed.value.data.map(toStaffUser));
  }

  async setRoles(input: {
    actor: Actor;
    userId: string;
    roles: StaffRole[];
  }): Promise<BackOfficeResult<StaffUser>> {
    const staff = staffWith(input.actor, 'manageUsers');
    if (!staff.ok) return staff;
    const found = await this.#deps.get.execute({
      entity: 'users',
      id: input.userId,
      query: {},
      actor: staff.value,
    });
    if (!found.ok) return err({ code: 'notFound' });
    const before = found.value as Record<string, unknown>;
    const scope = withStaffRoles(before.scope, input.roles);
    const updated = await this.#deps.update.execute({
      entity: 'users',
      id: input.userId,
      body: { scope },
      actor: staff.value,
    });
    if (!updated.ok) return notAllowedNow(updated.error.message);
    await this.#deps.audit.record(
      {
        at: this.#deps.clock.now(),
        actorId: staff.value.id,
        actorEmail: staff.value.email,
        action: 'user.roles',
        subjectType: 'user',
        subjectId: input.userId,
        before: { scope: before.scope },
        after: { scope },
      },
      [],
    );
    return ok(toStaffUser(updated.value as Record<string, unknown>));
  }
}
