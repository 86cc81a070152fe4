import { allocate } from '../money/allocate.ts';
import type { Cents } from '../money/cents.ts';
import type { FareBreakdown } from '../pricing/fare-breakdown.ts';

/**
 * What the traveller actually paid for each leg (decision 0054): the leg's fare, less its share of the
 * coupon discount, plus its share of Kyma's service fee and the payment surcharge, both shares in
 * proportion to the legs' fares. The courier cost belongs to no leg. Together the legs and the courier
 * cost add up to the final price exactly.
 */
export function paidPerLeg(
  breakdown: Pick<FareBreakdown, 'tripTotals' | 'discount' | 'serviceFee' | 'extraCost'>,
): Cents[] {
  const discounts = allocate(breakdown.discount, breakdown.tripTotals);
  const fees = allocate(breakdown.serviceFee + breakdown.extraCost, breakdown.tripTotals);
  return breakdown.tripTotals.map((fare, index) => fare - discounts[index]! + fees[index]!);
}
