import type { ReceiveTicketsMethod } from '../booking/payment-form.ts';
import type { Cents } from '../money/cents.ts';
import type { Discount } from './discount.ts';
import { type FareBreakdown, fareBreakdown } from './fare-breakdown.ts';

/**
 * Kyma's service fee and card surcharge: none. The claim "no hidden fees" (spec §1) is kept by charging the
 * companies' fares plus courier shipping only; the breakdown still shows the lines, at zero (decision 0012).
 */
const SERVICE_FEE: Cents = 0;
const CARD_EXTRA_COST: Cents = 0;

/**
 * The breakdown of a cart from its legs' trip totals and a coupon's discount: the same function in the
 * browser (what is shown) and on the server (what is charged), so the two can only differ when the fares
 * themselves changed.
 */
export function cartBreakdown(
  tripTotals: Cents[],
  receiveTicketsMethod: ReceiveTicketsMethod,
  discount: Discount | null = null,
): FareBreakdown {
  return fareBreakdown({
    tripTotals,
    discount,
    serviceFee: SERVICE_FEE,
    receiveTicketsMethod,
    extraCost: CARD_EXTRA_COST,
    creditLimit: null,
  });
}
