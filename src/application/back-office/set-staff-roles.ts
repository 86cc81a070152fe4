import type { Actor } from '#domain/auth/principal.ts';
import { type StaffRole, withStaffRoles } from '#domain/back-office/staff-permissions.ts';
import { andThen, err, ok } from '#domain/shared/result.ts';
import { rowChange } from '../content/content-input.ts';
import type { GetContent } from '../content/get-content.ts';
import type { UpdateContent } from '../content/update-content.ts';
import { writableEntity } from '../content/write-content-deps.ts';
import type { AuditLog } from '../ports/audit-log.ts';
import type { Clock } from '../ports/clock.ts';
import { refusalOf } from './content-items.ts';
import { type BackOfficeResult, staffWith } from './staff-access.ts';
import { type StaffUser, toStaffUser } from './staff-user.ts';

export interface SetStaffRolesDeps {
  get: GetContent;
  update: UpdateContent;
  audit: AuditLog;
  clock: Clock;
}

/**
 * Gives a user their staff roles (admin only), audited. The write goes through the content API's user
 * update, which keeps its rules (the last active administrator cannot lose `admin`).
 */
export class SetStaffRoles {
  readonly #deps: SetStaffRolesDeps;
  constructor(deps: SetStaffRolesDeps) {
    this.#deps = deps;
  }

  async execute(input: {
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
    const change = andThen(writableEntity('users', staff.value), (entity) =>
      rowChange(entity, input.userId, { scope }, staff.value),
    );
    if (!change.ok) return err(refusalOf(change.error));
    const updated = await this.#deps.update.execute({ ...change.value, actor: staff.value });
    if (!updated.ok) return err(refusalOf(updated.error));
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
