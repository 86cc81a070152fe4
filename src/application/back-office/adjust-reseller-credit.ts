import type { Actor } from '#domain/auth/principal.ts';
import { err, ok } from '#domain/shared/result.ts';
import type { Clock } from '../ports/clock.ts';
import type { ResellerDesk } from '../ports/reseller-desk.ts';
import { findReseller, resellerAuditEntry } from './reseller-account.ts';
import { type BackOfficeResult, staffWith } from './staff-access.ts';

/** A top-up or a manual adjustment of a reseller's credit with a reason, written to the ledger and audited. */
export class AdjustResellerCredit {
  readonly #deps: { desk: ResellerDesk; clock: Clock };
  constructor(deps: { desk: ResellerDesk; clock: Clock }) {
    this.#deps = deps;
  }

  async execute(input: {
    actor: Actor;
    userId: string;
    entry: { kind: 'topUp' | 'adjustment'; amount: number; reason: string };
  }): Promise<BackOfficeResult<true>> {
    const staff = staffWith(input.actor, 'manageResellers');
    if (!staff.ok) return staff;
    const before = await findReseller(this.#deps.desk, input.userId);
    if (!before) return err({ code: 'notFound' });
    const at = this.#deps.clock.now();
    const done = await this.#deps.desk.adjust(
      before.userId,
      { ...input.entry, at },
      resellerAuditEntry(
        at,
        staff.value,
        `reseller.${input.entry.kind}`,
        before.userId,
        { creditUsed: before.creditUsed },
        {
          creditUsed: before.creditUsed + input.entry.amount,
          reason: input.entry.reason,
        },
      ),
    );
    if (done === 'notFound') return err({ code: 'notFound' });
    if (done === 'outOfRange') return err({ code: 'creditOutOfRange' });
    return ok(true);
  }
}
