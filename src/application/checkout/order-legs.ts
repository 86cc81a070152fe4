import type { LegBooking } from '#domain/booking/leg-booking.ts';
import type { OrderLeg } from '#domain/orders/order.ts';
import type { LegPricing } from '#domain/pricing/leg-pricing.ts';
import type { GetCompanyDetails } from '../ferry/get-company-details.ts';
import type { UpstreamBooking } from '../ports/upstream-booking.ts';
import type { CartPrice } from './price-cart.ts';

/** The legs of a new order: what was booked, where it is held, its prices, and the names on the voucher. */
export async function orderLegs(
  companies: GetCompanyDetails,
  legs: LegBooking[],
  price: CartPrice,
  bookings: UpstreamBooking[],
): Promise<OrderLeg[]> {
  const names = await companyNames(
    companies,
    legs.map((leg) => leg.company),
  );
  return legs.map((leg, index) => {
    const pricing = price.legs[index]!;
    const booking = bookings.find((b) => b.agentName === leg.agentName)!;
    const company = names.get(leg.company);
    return {
      booking: leg,
      agentName: leg.agentName,
      upstreamOrderCode: booking.orderCode,
      companyName: company?.name ?? leg.company,
      vesselName: company?.vessels.get(leg.vesselCode) ?? leg.vesselCode,
      tripTotal: pricing.tripTotal,
      ...linePrices(pricing),
    };
  });
}

/**
 * The company's and the vessel's names as the company answers them (decision 0084: a moved leg's new
 * sailing, maybe another company's), or their codes.
 */
export async function operatorNamesOf(
  companies: GetCompanyDetails,
  companyCode: string,
  vesselCode: string,
): Promise<{ companyName: string; vesselName: string }> {
  const company = (await companyNames(companies, [companyCode])).get(companyCode);
  return {
    companyName: company?.name ?? companyCode,
    vesselName: company?.vessels.get(vesselCode) ?? vesselCode,
  };
}

/** Company and vessel names as printed on the voucher; a code stands in when a system does not answer. */
async function companyNames(companies: GetCompanyDetails, codes: string[]) {
  // Asked of the upstreams at once: a round trip of two companies must not wait for one then the other.
  const answers = await Promise.all(
    [...new Set(codes)].map(async (code) => {
      const found = await companies.execute({ companyCode: code });
      return found.ok ? found.value.find((company) => company.code === code) : undefined;
    }),
  );
  return new Map(
    answers.flatMap((company) =>
      company
        ? [
            [
              company.code,
              { name: company.name, vessels: new Map(company.vessels.map((v) => [v.code, v.name])) },
            ] as const,
          ]
        : [],
    ),
  );
}

function linePrices(pricing: LegPricing) {
  const totals = (group: LegPricing['passengerPrices']) => group.items.map((item) => item.total);
  return {
    passengerPrices: totals(pricing.passengerPrices),
    vehiclePrices: totals(pricing.vehiclePrices),
    trailerPrices: totals(pricing.trailerPrices),
    petPrices: totals(pricing.petPrices),
  };
}
