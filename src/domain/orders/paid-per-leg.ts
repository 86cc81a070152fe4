import { allocate } from '../money/allocate.ts';
import type { Cents } from '../money/cents.ts';
import type { ChargeLine } from '../pricing/charge-lines.ts';
import type { FareBreakdown } from '../pricing/fare-breakdown.ts';

/**
 * What the traveller actually paid for each leg (decision 0054): the leg's fare, less its share of the
 * coupon discount, plus its share of Kyma's service fee and the payment surcharge, both shares in
 * proportion to the legs' fares. The courier cost belongs to no leg. Together the legs and the courier
 * cost add up to the final price exactly. A leg that was changed since (decision 0068) was paid its changes'
 * totals too: its lines beyond its first fare (`changeFare`, `changeFee`, negative when money went back, and
 * an addition's vehicles, trailers and pets, decision 0083) add to it, so a later refund of that leg draws on
 * what was really paid.
 */
export function paidPerLeg(
  breakdown: Pick<FareBreakdown, 'tripTotals' | 'discount' | 'serviceFee' | 'extraCost'>,
  lines: readonly ChargeLine[] = [],
): Cents[] {
  const discounts = allocate(breakdown.discount, breakdown.tripTotals);
  const fees = allocate(breakdown.serviceFee + breakdown.extraCost, breakdown.tripTotals);
  const changed = (index: number, fare: Cents) => {
    const legLines = lines.filter((line) => line.legIndex === index);
    return legLines.length === 0 ? 0 : legLines.reduce((sum, line) => sum + line.amount, 0) - fare;
  };
  return breakdown.tripTotals.map(
    (fare, index) => fare - discounts[index]! + fees[index]! + changed(index, fare),
  );
}
