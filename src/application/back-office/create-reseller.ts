import type { Actor } from '#domain/auth/principal.ts';
import { err, ok } from '#domain/shared/result.ts';
import type { InviteUser } from '../auth/invite-user.ts';
import type { Clock } from '../ports/clock.ts';
import type { ResellerDesk } from '../ports/reseller-desk.ts';
import { type ResellerAccountForm, resellerAuditEntry } from './reseller-account.ts';
import { type BackOfficeResult, invalidFields, staffWith } from './staff-access.ts';

/**
 * Makes a user a reseller with a credit limit, audited. An address nobody has yet gets an account and an
 * invitation to set its password, in the staff member's language (issue #30: agencies are onboarded here).
 */
export class CreateReseller {
  readonly #deps: { desk: ResellerDesk; clock: Clock; invite: InviteUser };
  constructor(deps: { desk: ResellerDesk; clock: Clock; invite: InviteUser }) {
    this.#deps = deps;
  }

  async execute(input: {
    actor: Actor;
    form: ResellerAccountForm;
    locale: string;
  }): Promise<BackOfficeResult<number>> {
    const staff = staffWith(input.actor, 'manageResellers');
    if (!staff.ok) return staff;
    const { active: _active, ...account } = input.form;
    const create = (invited: boolean) =>
      this.#deps.desk.create(account, (userId) =>
        resellerAuditEntry(this.#deps.clock.now(), staff.value, 'reseller.create', userId, null, {
          ...account,
          invited,
        }),
      );
    let created = await create(false);
    if (created === 'noUser') {
      const { userEmail: email, companyName: name } = account;
      await this.#deps.invite.execute({ email, name, locale: input.locale });
      created = await create(true);
    }
    if (created === 'noUser') return invalidFields(['userEmail']);
    if (created === 'taken') return err({ code: 'alreadyReseller' });
    return ok(created.created);
  }
}
