import type { LegRequest } from '#application/ports/ferry-booking-requests.ts';
import { UpstreamFailure } from '#application/ports/ferry-inventory.ts';
import { allocate } from '#domain/money/allocate.ts';
import type { Cents } from '#domain/money/cents.ts';
import { type LegPricing, PRICE_GROUPS, type PriceLine } from '#domain/pricing/leg-pricing.ts';
import type { FgwCost } from './fgw-answers.ts';
import { centsOf } from './fgw-terms.ts';

type CostDetails = FgwCost['CostDetails'][number];
type Group = (typeof PRICE_GROUPS)[number];

/**
 * Which of a leg's price groups each FerryGateway cost category adds to (decision 0078). Surcharges and
 * port taxes are part of the gross amount, so they are services; VAT, commission, balance and deposit only
 * describe the gross amount and add nothing. A category not listed (a discount, say) is not read yet: the
 * answer is refused rather than priced wrongly.
 */
const GROUP_OF: Record<string, Group | null> = {
  Passenger: 'passengerPrices',
  OnBoardAccommodation: 'passengerPrices',
  VehicleAndPassenger: 'vehiclePrices',
  Vehicle: 'vehiclePrices',
  Pet: 'petPrices',
  OnBoardService: 'servicePrices',
  LandService: 'servicePrices',
  PortTaxes: 'servicePrices',
  FuelSurcharge: 'servicePrices',
  AdministrationFee: 'servicePrices',
  OtherTaxes: 'servicePrices',
  OtherCosts: 'servicePrices',
  ValueAddedTax: null,
  Commission: null,
  CommissionableAmount: null,
  Balance: null,
  Deposit: null,
};

/** Cents of a decimal the schema let through, or the answer is malformed (more than two decimals). */
export function centsIn(agentName: string, decimal: string, what: string): Cents {
  const cents = centsOf(decimal);
  if (cents === undefined)
    throw new UpstreamFailure(agentName, 'malformedResponse', `${what}: ${decimal} is not in cents`);
  return cents;
}

/**
 * One sailing's cost details as Kyma's leg pricing: each detail a line of its group (a quantity of n is n
 * lines sharing its amount), a trailer as the "OtherCosts" labelled Trailer. The groups must add up to
 * the gross amount, or the answer cannot be trusted as a price.
 */
export function legPricingOf(
  agentName: string,
  details: CostDetails,
  leg: { tripId: string; departureDatetime: string; request: Pick<LegRequest, 'fareOption'> },
): LegPricing {
  const groups: Record<Group, PriceLine[]> = {
    passengerPrices: [],
    vehiclePrices: [],
    trailerPrices: [],
    servicePrices: [],
    petPrices: [],
  };
  for (const detail of details.CostDetail) {
    const category = detail['@_Category']!;
    const label = detail['@_Label'] ?? category;
    const group = category === 'OtherCosts' && label === 'Trailer' ? 'trailerPrices' : GROUP_OF[category];
    if (group === undefined)
      throw new UpstreamFailure(agentName, 'malformedResponse', `cost category ${category} is not read`);
    if (group === null) continue;
    const amount = centsIn(agentName, detail['@_TotalAmount']!, category);
    const quantity = Math.max(1, Number(detail['@_Quantity'] ?? 1));
    for (const share of allocate(
      amount,
      Array.from({ length: quantity }, () => 1),
    ))
      groups[group].push({
        index: groups[group].length,
        code: label,
        description: label,
        fare: share,
        discount: 0,
        total: share,
      });
  }
  const priced = Object.fromEntries(
    PRICE_GROUPS.map((group) => [
      group,
      { items: groups[group], total: groups[group].reduce((s, l) => s + l.total, 0) },
    ]),
  ) as Pick<LegPricing, Group>;
  const tripTotal = PRICE_GROUPS.reduce((sum, group) => sum + priced[group].total, 0);
  const gross = centsIn(agentName, details['@_GrossAmount']!, 'GrossAmount');
  if (tripTotal !== gross)
    throw new UpstreamFailure(
      agentName,
      'malformedResponse',
      `cost details add up to ${tripTotal}, gross ${gross}`,
    );
  return {
    tripId: leg.tripId,
    departureDatetime: leg.departureDatetime,
    fareOption: leg.request.fareOption ?? 'STD',
    cancellation: 'partial',
    ...priced,
    tripTotal,
  };
}

/** The cost details of one sailing of an answer: by its id, or the only ones there are. */
export function detailsOf(cost: FgwCost | undefined, sailingId: string | undefined, index: number) {
  const all = cost?.CostDetails ?? [];
  return (
    all.find((d) => sailingId !== undefined && d['@_SailingId'] === sailingId) ??
    (all.length === 1 ? all[0] : all[index])
  );
}
