import type { Actor, Principal } from '#domain/auth/principal.ts';
import { err, ok } from '#domain/shared/result.ts';
import type { AuditEntry } from '../ports/audit-log.ts';
import type { Clock } from '../ports/clock.ts';
import type { LedgerEntry, ResellerDesk, ResellerRow } from '../ports/reseller-desk.ts';
import { type BackOfficeResult, notAllowedNow, staffWith } from './staff-access.ts';

export interface ResellerAccountForm {
  userEmail: string;
  companyName: string;
  contactEmail: string;
  creditLimit: number;
  active: boolean;
}

/**
 * Resellers (issue #11 item 5): accounts linked to the user who books, their credit limit, top-ups and
 * manual adjustments with a reason, and the ledger statement of a period. Finance and admins only.
 */
export class ManageResellers {
  readonly #deps: { desk: ResellerDesk; clock: Clock };
  constructor(deps: { desk: ResellerDesk; clock: Clock }) {
    this.#deps = deps;
  }

  async list(input: { actor: Actor }): Promise<BackOfficeResult<ResellerRow[]>> {
    const staff = staffWith(input.actor, 'manageResellers');
    if (!staff.ok) return staff;
    return ok(await this.#deps.desk.list());
  }

  async read(input: {
    actor: Actor;
    userId: string;
    from: Date;
    to: Date;
  }): Promise<BackOfficeResult<{ reseller: ResellerRow; opening: number; entries: LedgerEntry[] }>> {
    const staff = staffWith(input.actor, 'manageResellers');
    if (!staff.ok) return staff;
    const userId = idOf(input.userId);
    const reseller = userId === null ? null : await this.#deps.desk.find(userId);
    if (!reseller) return err({ code: 'notFound' });
    return ok({ reseller, ...(await this.#deps.desk.statement(reseller.userId, input.from, input.to)) });
  }

  async create(input: { actor: Actor; form: ResellerAccountForm }): Promise<BackOfficeResult<number>> {
    const staff = staffWith(input.actor, 'manageResellers');
    if (!staff.ok) return staff;
    const { active: _active, ...account } = input.form;
    const created = await this.#deps.desk.create(account, (userId) =>
      this.#entry(staff.value, 'reseller.create', userId, null, account),
    );
    if (created === 'noUser') return err({ code: 'invalid', fields: ['userEmail'] });
    if (created === 'taken') return notAllowedNow('this user is already a reseller');
    return ok(created.created);
  }

  async update(input: {
    actor: Actor;
    userId: string;
    form: ResellerAccountForm;
  }): Promise<BackOfficeResult<true>> {
    const staff = staffWith(input.actor, 'manageResellers');
    if (!staff.ok) return staff;
    const before = await this.#find(input.userId);
    if (!before) return err({ code: 'notFound' });
    const { userEmail: _email, ...changes } = input.form;
    const updated = await this.#deps.desk.update(
      before.userId,
      changes,
      this.#entry(staff.value, 'reseller.update', before.userId, before, changes),
    );
    if (updated === 'notFound') return err({ code: 'notFound' });
    if (updated === 'belowUsed') return notAllowedNow('the limit cannot be below the credit already used');
    return ok(true);
  }

  async adjust(input: {
    actor: Actor;
    userId: string;
    entry: { kind: 'topUp' | 'adjustment'; amount: number; reason: string };
  }): Promise<BackOfficeResult<true>> {
    const staff = staffWith(input.actor, 'manageResellers');
    if (!staff.ok) return staff;
    const before = await this.#find(input.userId);
    if (!before) return err({ code: 'notFound' });
    const at = this.#deps.clock.now();
    const done = await this.#deps.desk.adjust(
      before.userId,
      { ...input.entry, at },
      this.#entry(
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
    if (done === 'outOfRange') return notAllowedNow('the credit used would go below zero or above the limit');
    return ok(true);
  }

  async #find(userId: string): Promise<ResellerRow | null> {
    const id = idOf(userId);
    return id === null ? null : this.#deps.desk.find(id);
  }

  #entry(staff: Principal, action: string, userId: number, before: unknown, after: unknown): AuditEntry {
    return {
      at: this.#deps.clock.now(),
      actorId: staff.id,
      actorEmail: staff.email,
      action,
      subjectType: 'reseller',
      subjectId: String(userId),
      before,
      after,
    };
  }
}

const idOf = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null);
