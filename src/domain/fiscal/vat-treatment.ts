import type { Cents } from '../money/cents.ts';
import type { FiscalLineKind } from '../pricing/charge-lines.ts';

/**
 * Whose supply a line is (decision 0062). Kyma sells sailings as the ferry company's agent: the fares are
 * the company's revenue, collected on its behalf, their VAT the company's (it is on the company's ticket).
 * Kyma's own supplies are its service fee, the courier delivery and a payment surcharge.
 */
export type VatTreatment = 'onBehalfOfCarrier' | 'ownSupply';

/** Greek VAT: passenger transport by sea at the reduced rate, Kyma's services at the standard rate. */
export const CARRIER_VAT_RATE = 13;
const STANDARD_VAT_RATE = 24;

const OWN_SUPPLIES: ReadonlySet<FiscalLineKind> = new Set([
  'serviceFee',
  'courier',
  'extraCost',
  'feesShare',
]);

/**
 * Everything sold on a sailing (fares, cabins, vehicles, pets, on-board services) is the carrier's; the
 * coupon is Kyma's discount on those fares, so it lowers what is collected on the carrier's behalf.
 */
export function vatTreatment(kind: FiscalLineKind): VatTreatment {
  return OWN_SUPPLIES.has(kind) ? 'ownSupply' : 'onBehalfOfCarrier';
}

export function vatRate(treatment: VatTreatment): number {
  return treatment === 'ownSupply' ? STANDARD_VAT_RATE : CARRIER_VAT_RATE;
}

/**
 * The VAT inside a gross amount at a rate, rounded half away from zero to the cent; the net is the rest, so
 * net + VAT is always the gross and the document's totals are the sums of its lines.
 */
export function vatIncluded(gross: Cents, rate: number): Cents {
  const vat = (Math.abs(gross) * rate) / (100 + rate);
  return Math.sign(gross) * Math.round(vat);
}
