import type { Actor } from '#domain/auth/principal.ts';
import { err, ok } from '#domain/shared/result.ts';
import type { LedgerEntry, ResellerDesk, ResellerRow } from '../ports/reseller-desk.ts';
import { findReseller } from './reseller-account.ts';
import { type BackOfficeResult, staffWith } from './staff-access.ts';

/** A reseller with the ledger statement of a period: the opening balance and the entries. */
export class ReadReseller {
  readonly #deps: { desk: ResellerDesk };
  constructor(deps: { desk: ResellerDesk }) {
    this.#deps = deps;
  }

  async execute(input: {
    actor: Actor;
    userId: string;
    from: Date;
    to: Date;
  }): Promise<BackOfficeResult<{ reseller: ResellerRow; opening: number; entries: LedgerEntry[] }>> {
    const staff = staffWith(input.actor, 'manageResellers');
    if (!staff.ok) return staff;
    const reseller = await findReseller(this.#deps.desk, input.userId);
    if (!reseller) return err({ code: 'notFound' });
    return ok({ reseller, ...(await this.#deps.desk.statement(reseller.userId, input.from, input.to)) });
  }
}
