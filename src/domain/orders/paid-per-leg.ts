import { allocate } from '../money/allocate.ts';
import type { Cents } from '../money/cents.ts';
import { type ChargeLine, chargeLine, chargeLinesTotal } from '../pricing/charge-lines.ts';
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
  return paidPartsPerLeg(breakdown, lines).map(
    (part) => chargeLinesTotal(part.lines) - part.discount + part.fees,
  );
}

/**
 * What the traveller pays for some of the order's legs: the capture of an authorised payment when the
 * companies issued only these legs (decision 0127).
 */
export function paidForLegs(
  breakdown: Pick<FareBreakdown, 'tripTotals' | 'discount' | 'serviceFee' | 'extraCost'>,
  lines: readonly ChargeLine[],
  legIndexes: readonly number[],
): Cents {
  const perLeg = paidPerLeg(breakdown, lines);
  return [...new Set(legIndexes)].reduce((total, index) => total + (perLeg[index] ?? 0), 0);
}

/** What one leg was paid, in its parts: its own lines (with its changes'), its coupon share, its fees share. */
export interface PaidLegParts {
  lines: ChargeLine[];
  discount: Cents;
  fees: Cents;
}

/**
 * The parts `paidPerLeg` adds up, leg by leg: a credit document draws its lines from them (decision 0096), so
 * what it credits is what the quote counted as paid. A leg's lines are its frozen lines and its changes'; an
 * order placed before lines were kept has its trip total as its one part.
 */
export function paidPartsPerLeg(
  breakdown: Pick<FareBreakdown, 'tripTotals' | 'discount' | 'serviceFee' | 'extraCost'>,
  lines: readonly ChargeLine[] = [],
): PaidLegParts[] {
  const discounts = allocate(breakdown.discount, breakdown.tripTotals);
  const fees = allocate(breakdown.serviceFee + breakdown.extraCost, breakdown.tripTotals);
  return breakdown.tripTotals.map((fare, index) => {
    const legLines = lines.filter((line) => line.legIndex === index);
    return {
      lines:
        legLines.length > 0
          ? legLines
          : [chargeLine({ kind: 'service', legIndex: index, code: 'SERVICES', amount: fare })],
      discount: discounts[index]!,
      fees: fees[index]!,
    };
  });
}
