import type { Actor } from '#domain/auth/principal.ts';
import { andThen, err, ok } from '#domain/shared/result.ts';
import { listInput } from '../content/content-input.ts';
import { readableEntity } from '../content/content-reading.ts';
import type { ListContent } from '../content/list-content.ts';
import type { BackOfficeReads } from '../ports/back-office-reads.ts';
import { refusalOf } from './content-items.ts';
import type { CouponRow } from './coupon-row.ts';
import { type BackOfficeResult, staffWith } from './staff-access.ts';

/** Coupons (issue #11 item 6) with the uses each has had. */
export class ListCoupons {
  readonly #deps: { list: ListContent; reads: BackOfficeReads };
  constructor(deps: { list: ListContent; reads: BackOfficeReads }) {
    this.#deps = deps;
  }

  async execute(input: { actor: Actor }): Promise<BackOfficeResult<CouponRow[]>> {
    const staff = staffWith(input.actor, 'manageCoupons');
    if (!staff.ok) return staff;
    const query = andThen(readableEntity('coupons', staff.value), (entity) =>
      listInput(entity, { take: '100', orderBy: '{"name":"asc"}' }),
    );
    if (!query.ok) return err(refusalOf(query.error));
    const [listed, uses] = await Promise.all([
      this.#deps.list.execute({ ...query.value, actor: staff.value }),
      this.#deps.reads.couponUses(),
    ]);
    if (!listed.ok) return err(refusalOf(listed.error));
    return ok(listed.value.data.map((row) => ({ ...row, uses: uses.get(Number(row.id)) ?? 0 }) as CouponRow));
  }
}
