import type { Actor, Principal } from '#domain/auth/principal.ts';
import type { CouponWrite } from '#domain/back-office/coupon-form.ts';
import { err, ok } from '#domain/shared/result.ts';
import type { CreateContent } from '../content/create-content.ts';
import type { GetContent } from '../content/get-content.ts';
import type { ListContent } from '../content/list-content.ts';
import type { UpdateContent } from '../content/update-content.ts';
import type { AuditLog } from '../ports/audit-log.ts';
import type { BackOfficeReads, CouponOrder } from '../ports/back-office-reads.ts';
import type { Clock } from '../ports/clock.ts';
import { type BackOfficeResult, notAllowedNow, staffWith } from './staff-access.ts';

/** A coupon as the content API answers it (spec §3), with the uses it has had. */
export type CouponRow = Record<string, unknown> & { id: number; name: string; active: boolean; uses: number };

export interface ManageCouponsDeps {
  list: ListContent;
  get: GetContent;
  create: CreateContent;
  update: UpdateContent;
  reads: BackOfficeReads;
  audit: AuditLog;
  clock: Clock;
}

/**
 * Coupons (issue #11 item 6): created, edited and deactivated through the content API, which validates
 * them, with the uses so far and the orders that used each. Every change is audited.
 */
export class ManageCoupons {
  readonly #deps: ManageCouponsDeps;
  constructor(deps: ManageCouponsDeps) {
    this.#deps = deps;
  }

  async list(input: { actor: Actor }): Promise<BackOfficeResult<CouponRow[]>> {
    const staff = staffWith(input.actor, 'manageCoupons');
    if (!staff.ok) return staff;
    const [listed, uses] = await Promise.all([
      this.#deps.list.execute({
        entity: 'coupons',
        query: { take: '100', orderBy: '{"name":"asc"}' },
        actor: staff.value,
      }),
      this.#deps.reads.couponUses(),
    ]);
    if (!listed.ok) return notAllowedNow(listed.error.message);
    return ok(listed.value.data.map((row) => ({ ...row, uses: uses.get(Number(row.id)) ?? 0 }) as CouponRow));
  }

  async read(input: {
    actor: Actor;
    id: string;
  }): Promise<BackOfficeResult<{ coupon: CouponRow; orders: CouponOrder[] }>> {
    const staff = staffWith(input.actor, 'manageCoupons');
    if (!staff.ok) return staff;
    const coupon = await this.#find(staff.value, input.id);
    if (!coupon) return err({ code: 'notFound' });
    const [uses, orders] = await Promise.all([
      this.#deps.reads.couponUses(),
      this.#deps.reads.couponOrders(coupon.id),
    ]);
    return ok({ coupon: { ...coupon, uses: uses.get(coupon.id) ?? 0 }, orders });
  }

  /** Creates (no id) or changes a coupon; `values` may be only `{ active: false }` to deactivate it. */
  async save(input: {
    actor: Actor;
    id: string | null;
    values: CouponWrite | { active: false };
  }): Promise<BackOfficeResult<CouponRow>> {
    const staff = staffWith(input.actor, 'manageCoupons');
    if (!staff.ok) return staff;
    const before = input.id === null ? null : await this.#find(staff.value, input.id);
    if (input.id !== null && !before) return err({ code: 'notFound' });
    const written =
      input.id === null
        ? await this.#deps.create.execute({ entity: 'coupons', body: input.values, actor: staff.value })
        : await this.#deps.update.execute({
            entity: 'coupons',
            id: input.id,
            body: input.values,
            actor: staff.value,
          });
    if (!written.ok) return notAllowedNow(written.error.message);
    const after = written.value as CouponRow;
    await this.#deps.audit.record(
      {
        at: this.#deps.clock.now(),
        actorId: staff.value.id,
        actorEmail: staff.value.email,
        action:
          before === null ? 'coupon.create' : 'name' in input.values ? 'coupon.update' : 'coupon.deactivate',
        subjectType: 'coupon',
        subjectId: String(after.id),
        before,
        after,
      },
      [],
    );
    return ok({ ...after, uses: before?.uses ?? 0 });
  }

  async #find(actor: Principal, id: string): Promise<CouponRow | null> {
    if (!/^\d{1,9}$/.test(id)) return null;
    const found = await this.#deps.get.execute({ entity: 'coupons', id, query: {}, actor });
    return found.ok ? ({ ...found.value, uses: 0 } as CouponRow) : null;
  }
}
