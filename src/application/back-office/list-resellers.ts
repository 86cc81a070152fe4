import type { Actor } from '#domain/auth/principal.ts';
import { ok } from '#domain/shared/result.ts';
import type { ResellerDesk, ResellerRow } from '../ports/reseller-desk.ts';
import { type BackOfficeResult, staffWith } from './staff-access.ts';

/** Resellers (issue #11 item 5) with their credit limit and use. Finance and admins only. */
export class ListResellers {
  readonly #deps: { desk: ResellerDesk };
  constructor(deps: { desk: ResellerDesk }) {
    this.#deps = deps;
  }

  async execute(input: { actor: Actor }): Promise<BackOfficeResult<ResellerRow[]>> {
    const staff = staffWith(input.actor, 'manageResellers');
    if (!staff.ok) return staff;
    return ok(await this.#deps.desk.list());
  }
}
