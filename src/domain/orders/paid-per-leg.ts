import { allocate } from '../money/allocate.ts';
import type { Cents } from '../money/cents.ts';
import type { ChargeLine } from '../pricing/charge-lines.ts';
import type { FareBreakdown } from '../pricing/fare-breakdown.ts';

/** A change's lines: what a change to a sold leg added to (or gave back from) what was paid for it. */
const CHANGE_KINDS: ReadonlySet<ChargeLine['kind']> = new Set(['changeFare', 'changeFee']);

/**
 * What the traveller actually paid for each leg (decision 0054): the leg's fare, less its share of the
 * coupon discount, plus its share of Kyma's service fee and the payment surcharge, both shares in
 * proportion to the legs' fares. The courier cost belongs to no leg. Together the legs and the courier
 * cost add up to the final price exactly. A leg that was changed since (decision 0068) was paid its changes'
 * totals too: the lines of each applied change (`changeFare`, `changeFee`, negative when money went back)
 * add to its leg, so a later refund of that leg draws on what was really paid.
 */
export function paidPerLeg(
  breakdown: Pick<FareBreakdown, 'tripTotals' | 'discount' | 'serviceFee' | 'extraCost'>,
  lines: readonly ChargeLine[] = [],
): Cents[] {
  const discounts = allocate(breakdown.discount, breakdown.tripTotals);
  const fees = allocate(breakdown.serviceFee + breakdown.extraCost, breakdown.tripTotals);
  const changed = (index: number) =>
    lines
      .filter((line) => CHANGE_KINDS.has(line.kind) && line.legIndex === index)
      .reduce((sum, line) => sum + line.amount, 0);
  return breakdown.tripTotals.map((fare, index) => fare - discounts[index]! + fees[index]! + changed(index));
}
