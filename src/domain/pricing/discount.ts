import type { Cents } from '../money/cents.ts';

/**
 * A discount on the booking subtotal. Percentages are in basis points (1250 = 12.5 %) so that no
 * float ever enters a price.
 */
export type Discount = { kind: 'percentage'; basisPoints: number } | { kind: 'fixed'; amount: Cents };

const BASIS_POINTS_PER_WHOLE = 10_000;

/**
 * Rounds a non-negative amount × basis points to the cent, half up: 0.5 cent and above goes up. The sum
 * is done in integers (amount × basisPoints stays far below 2^53 for any real basket).
 */
export function percentageOf(amount: Cents, basisPoints: number): Cents {
  return Math.floor((amount * basisPoints + BASIS_POINTS_PER_WHOLE / 2) / BASIS_POINTS_PER_WHOLE);
}

/** The discount never exceeds the subtotal: a coupon can make a booking free, never negative. */
export function discountAmount(subtotal: Cents, discount: Discount | null): Cents {
  if (discount === null) return 0;
  const raw = discount.kind === 'percentage' ? percentageOf(subtotal, discount.basisPoints) : discount.amount;
  return Math.min(Math.max(raw, 0), subtotal);
}
