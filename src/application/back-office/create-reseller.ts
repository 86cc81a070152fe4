import type { Actor } from '#domain/auth/principal.ts';
import { err, ok } from '#domain/shared/result.ts';
import type { Clock } from '../ports/clock.ts';
import type { ResellerDesk } from '../ports/reseller-desk.ts';
import { type ResellerAccountForm, resellerAuditEntry } from './reseller-account.ts';
import { type BackOfficeResult, invalidFields, staffWith } from './staff-access.ts';

/** Makes a user a reseller with a credit limit, audited. */
export class CreateReseller {
  readonly #deps: { desk: ResellerDesk; clock: Clock };
  constructor(deps: { desk: ResellerDesk; clock: Clock }) {
    this.#deps = deps;
  }

  async execute(input: { actor: Actor; form: ResellerAccountForm }): Promise<BackOfficeResult<number>> {
    const staff = staffWith(input.actor, 'manageResellers');
    if (!staff.ok) return staff;
    const { active: _active, ...account } = input.form;
    const created = await this.#deps.desk.create(account, (userId) =>
      resellerAuditEntry(this.#deps.clock.now(), staff.value, 'reseller.create', userId, null, account),
    );
    if (created === 'noUser') return invalidFields(['userEmail']);
    if (created === 'taken') return err({ code: 'alreadyReseller' });
    return ok(created.created);
  }
}
