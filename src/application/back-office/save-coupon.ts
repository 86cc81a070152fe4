import type { Actor, Principal } from '#domain/auth/principal.ts';
import type { CouponWrite } from '#domain/back-office/coupon-form.ts';
import { andThen, err, ok } from '#domain/shared/result.ts';
import { rowChange, rowWrite } from '../content/content-input.ts';
import type { CreateContent } from '../content/create-content.ts';
import type { GetContent } from '../content/get-content.ts';
import type { UpdateContent } from '../content/update-content.ts';
import { creatableEntity, writableEntity } from '../content/write-content-deps.ts';
import type { AuditLog } from '../ports/audit-log.ts';
import type { Clock } from '../ports/clock.ts';
import { refusalOf } from './content-items.ts';
import { type CouponRow, findCoupon } from './coupon-row.ts';
import { type BackOfficeResult, staffWith } from './staff-access.ts';

export interface SaveCouponDeps {
  get: GetContent;
  create: CreateContent;
  update: UpdateContent;
  audit: AuditLog;
  clock: Clock;
}

/**
 * Creates (no id) or changes a coupon through the content API, which validates it; `values` may be only
 * `{ active: false }` to deactivate it. Every change is audited.
 */
export class SaveCoupon {
  readonly #deps: SaveCouponDeps;
  constructor(deps: SaveCouponDeps) {
    this.#deps = deps;
  }

  async execute(input: {
    actor: Actor;
    id: string | null;
    values: CouponWrite | { active: false };
  }): Promise<BackOfficeResult<CouponRow>> {
    const staff = staffWith(input.actor, 'manageCoupons');
    if (!staff.ok) return staff;
    const before = input.id === null ? null : await findCoupon(this.#deps.get, staff.value, input.id);
    if (input.id !== null && !before) return err({ code: 'notFound' });
    const written = await this.#write(staff.value, input.id, input.values);
    if (!written.ok) return err(refusalOf(written.error));
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

  /** A new coupon (no id) or a change to one, read by the content API's coupon definition first. */
  async #write(actor: Principal, id: string | null, values: CouponWrite | { active: false }) {
    const { create, update } = this.#deps;
    if (id === null) {
      const row = andThen(creatableEntity('coupons', actor), (entity) => rowWrite(entity, values, actor));
      return row.ok ? create.execute({ ...row.value, actor }) : row;
    }
    const change = andThen(writableEntity('coupons', actor), (entity) =>
      rowChange(entity, id, values, actor),
    );
    return change.ok ? update.execute({ ...change.value, actor }) : change;
  }
}
