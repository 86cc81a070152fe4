import type { Actor } from '#domain/auth/principal.ts';
import type { CouponWrite } from '#domain/back-office/coupon-form.ts';
import { err, ok } from '#domain/shared/result.ts';
import type { CreateContent } from '../content/create-content.ts';
import type { GetContent } from '../content/get-content.ts';
import type { UpdateContent } from '../content/update-content.ts';
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
    const written =
      input.id === null
        ? await this.#deps.create.execute({ entity: 'coupons', body: input.values, actor: staff.value })
        : await this.#deps.update.execute({
            entity: 'coupons',
            id: input.id,
            body: input.values,
            actor: staff.value,
          });
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
}
