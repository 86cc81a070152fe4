import type { Actor } from '#domain/auth/principal.ts';
import { err, ok } from '#domain/shared/result.ts';
import type { Clock } from '../ports/clock.ts';
import type { ResellerDesk } from '../ports/reseller-desk.ts';
import { findReseller, type ResellerAccountForm, resellerAuditEntry } from './reseller-account.ts';
import { type BackOfficeResult, staffWith } from './staff-access.ts';

/** Changes a reseller's company, contact, limit or state, audited; the limit never below the credit used. */
export class UpdateReseller {
  readonly #deps: { desk: ResellerDesk; clock: Clock };
  constructor(deps: { desk: ResellerDesk; clock: Clock }) {
    this.#deps = deps;
  }

  async execute(input: {
    actor: Actor;
    userId: string;
    form: ResellerAccountForm;
  }): Promise<BackOfficeResult<true>> {
    const staff = staffWith(input.actor, 'manageResellers');
    if (!staff.ok) return staff;
    const before = await findReseller(this.#deps.desk, input.userId);
    if (!before) return err({ code: 'notFound' });
    const { userEmail: _email, ...changes } = input.form;
    const updated = await this.#deps.desk.update(
      before.userId,
      changes,
      resellerAuditEntry(
        this.#deps.clock.now(),
        staff.value,
        'reseller.update',
        before.userId,
        before,
        changes,
      ),
    );
    if (updated === 'notFound') return err({ code: 'notFound' });
    if (updated === 'belowUsed') return err({ code: 'creditLimitBelowUsed' });
    return ok(true);
  }
}
