import { findValidCoupon } from '#domain/coupons/coupon-validity.ts';
import { type Refusal, refusal } from '#domain/errors/refusal.ts';
import type { Cents } from '#domain/money/cents.ts';
import type { Discount } from '#domain/pricing/discount.ts';
import type { Result } from '#domain/shared/result.ts';
import { err, ok } from '#domain/shared/result.ts';
import type { Clock } from '../ports/clock.ts';
import type { CouponRepository, StoredCoupon } from '../ports/coupon-repository.ts';

export interface CouponAttemptInput {
  code: string;
  /** The lead traveller's e-mail: some coupons belong to one customer. */
  email: string;
  /** The fares' subtotal the coupon must fit (spec §5 fromAmount/toAmount). */
  basket: Cents;
}

/**
 * Spec §5 coupon validity for a code the traveller typed. Every failure answers the same
 * (`invalidCouponCode`), so the form does not reveal which condition a guessed code missed.
 */
export class CheckCoupon {
  readonly #deps: { coupons: CouponRepository; clock: Clock };
  constructor(deps: { coupons: CouponRepository; clock: Clock }) {
    this.#deps = deps;
  }

  async find(input: CouponAttemptInput): Promise<Result<StoredCoupon, Refusal>> {
    const code = input.code.trim();
    if (code === '' || code.length > 100) return err(refusal('invalidCouponCode'));
    const candidates = await this.#deps.coupons.findByCode(code);
    const found = findValidCoupon(candidates, { ...input, code, now: this.#deps.clock.now() });
    return found.ok ? ok(found.value as StoredCoupon) : err(found.error);
  }

  /** What the browser needs to show the discount before paying. */
  async execute(input: CouponAttemptInput): Promise<Result<{ code: string; discount: Discount }, Refusal>> {
    const found = await this.find(input);
    return found.ok ? ok({ code: found.value.name, discount: found.value.discount }) : found;
  }
}
