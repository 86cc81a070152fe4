import type { Actor } from '#domain/auth/principal.ts';
import { andThen, err, ok } from '#domain/shared/result.ts';
import { listInput } from '../content/content-input.ts';
import { readableEntity } from '../content/content-reading.ts';
import type { ListContent } from '../content/list-content.ts';
import { refusalOf } from './content-items.ts';
import { type BackOfficeResult, staffWith } from './staff-access.ts';
import { type StaffUser, toStaffUser } from './staff-user.ts';

const USERS_PER_PAGE = 25;

/** Users by e-mail, with their staff roles (admin only). */
export class SearchStaffUsers {
  readonly #deps: { list: ListContent };
  constructor(deps: { list: ListContent }) {
    this.#deps = deps;
  }

  async execute(input: { actor: Actor; email: string }): Promise<BackOfficeResult<StaffUser[]>> {
    const staff = staffWith(input.actor, 'manageUsers');
    if (!staff.ok) return staff;
    const query: Record<string, unknown> = { take: String(USERS_PER_PAGE), orderBy: '{"email":"asc"}' };
    const email = input.email.trim().slice(0, 200);
    if (email) query.where = JSON.stringify({ email: { contains: email } });
    const list = andThen(readableEntity('users', staff.value), (entity) => listInput(entity, query));
    if (!list.ok) return err(refusalOf(list.error));
    const listed = await this.#deps.list.execute({ ...list.value, actor: staff.value });
    if (!listed.ok) return err(refusalOf(listed.error));
    return ok(listed.value.data.map(toStaffUser));
  }
}
