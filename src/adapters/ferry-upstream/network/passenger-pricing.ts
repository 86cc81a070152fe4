import type { PassengerRequest } from '#application/ports/ferry-booking-requests.ts';
import type { InventoryError } from '#application/ports/ferry-inventory.ts';
import { WHOLE_CABIN_PREFIX } from '#domain/pricing/charge-lines.ts';
import type { PriceLine } from '#domain/pricing/leg-pricing.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { roundFare, servesIsland, wholeCabinFare } from './fares.ts';
import { invalid, type LegPricingContext, loyaltyPercent, type Priced } from './leg-pricing-context.ts';
import { RESIDENT_DISCOUNT_PERCENT, residentNumberValid } from './loyalty.ts';

/**
 * Fares and discounts the simulated companies give only with a card number on the passenger, as Liknoss
 * marks a discount `needsMandatoryData` (decision 0050); the number's format is checked, the card at boarding.
 */
const CARD_PROVEN_TYPES = new Set(['ST', 'DI']);
const CARD_PROVEN_DISCOUNTS = new Set(['LF']);
const CARD_NUMBER = /^[A-Za-z0-9]{1,32}$/;

function cardNumberMissing(passenger: PassengerRequest): boolean {
  const needed =
    CARD_PROVEN_TYPES.has(passenger.passengerType) ||
    CARD_PROVEN_DISCOUNTS.has(passenger.discountIdOrCode ?? '');
  return needed ? !CARD_NUMBER.test(passenger.proofNumber ?? '') : false;
}

/** Passenger type factors on domestic routes (regulated) and on international ones. */
const TYPE_FACTOR: Record<string, { domestic: number; international: number; name: string }> = {
  AD: { domestic: 1, international: 1, name: 'Adult' },
  CH: { domestic: 0.5, international: 0.5, name: 'Child (5–10)' },
  IN: { domestic: 0, international: 0, name: 'Infant (0–4), zero-fare ticket' },
  ST: { domestic: 0.5, international: 0.8, name: 'Student' },
  SE: { domestic: 0.75, international: 0.8, name: 'Senior (65+)' },
  DI: { domestic: 0.5, international: 0.7, name: 'Person with disability' },
};

type DiscountRule = (
  passenger: PassengerRequest,
  context: LegPricingContext,
  at: string,
) => Result<number, InventoryError>;

/** The discount codes a passenger may give: each checks its conditions and answers its percentage. */
const DISCOUNT_CODES = new Map<string, DiscountRule>([
  [
    'LF',
    (_, context, at) =>
      context.domestic
        ? ok(50)
        : invalid('the large-family discount applies on domestic routes only', `${at}.discountIdOrCode`),
  ],
  [
    'MAN',
    (passenger, context, at) => {
      if (!residentNumberValid(passenger.manNumber ?? '')) {
        return err({
          code: 'invalidResident',
          message: 'the MAN resident number is not valid',
          path: `${at}.manNumber`,
        });
      }
      if (!context.domestic || !servesIsland(context.segment))
        return invalid('the resident discount needs an island on a domestic route', `${at}.discountIdOrCode`);
      return ok(RESIDENT_DISCOUNT_PERCENT);
    },
  ],
]);

/** The better of the passenger's discount code and loyalty card: discounts do not add up. */
function discountPercent(
  passenger: PassengerRequest,
  context: LegPricingContext,
  at: string,
): Result<number, InventoryError> {
  const code = passenger.discountIdOrCode ?? null;
  let percent = 0;
  if (code) {
    const rule = DISCOUNT_CODES.get(code);
    if (!rule) return invalid(`unknown discount ${code}`, `${at}.discountIdOrCode`);
    const coded = rule(passenger, context, at);
    if (!coded.ok) return coded;
    percent = coded.value;
  }
  const loyalty = loyaltyPercent(context.company, passenger.loyaltyCard, at);
  return loyalty.ok ? ok(Math.max(percent, loyalty.value)) : loyalty;
}

/**
 * Prices each passenger's ticket and takes a berth or seat for each. Passengers asking for a whole cabin
 * pay nothing of their own (the cabin is priced whole, however many sleep in it): they are counted in
 * `wholeCabins` by cabin class, to be taken and priced by `priceWholeCabins`.
 */
export function pricePassengers(
  passengers: PassengerRequest[],
  context: LegPricingContext,
  wholeCabins: Map<string, number>,
): Priced {
  const items: PriceLine[] = [];
  for (const [index, passenger] of passengers.entries()) {
    const at = `${context.path}.passengers[${index}]`;
    const fare = context.fares.get(passenger.accommodationType);
    if (!fare)
      return invalid(
        `accommodation ${passenger.accommodationType} is not sold on ${context.vessel.name}`,
        `${at}.accommodationType`,
      );
    const type = TYPE_FACTOR[passenger.passengerType];
    if (!type) return invalid(`unknown passenger type ${passenger.passengerType}`, `${at}.passengerType`);
    if (cardNumberMissing(passenger))
      return invalid('this fare or discount needs the number of its card', `${at}.proofNumber`);
    const code = `${passenger.passengerType}:${fare.code}`;
    if (fare.kind === 'cabin' && passenger.accommodationRequestType === 'COMPLETE') {
      wholeCabins.set(fare.code, (wholeCabins.get(fare.code) ?? 0) + 1);
      items.push({
        index,
        code,
        description: `${type.name}, whole ${fare.name}`,
        fare: 0,
        discount: 0,
        total: 0,
      });
      continue;
    }
    const full = roundFare(fare.fare * context.factor);
    const typed = Math.round(full * (context.domestic ? type.domestic : type.international));
    const percent = discountPercent(passenger, context, at);
    if (!percent.ok) return percent;
    const discount = Math.round((typed * percent.value) / 100);
    items.push({
      index,
      code,
      description: `${type.name}, ${fare.name}`,
      fare: full,
      discount: full - typed + discount,
      total: typed - discount,
    });
    context.take(fare.code, 1);
  }
  return ok(items);
}

/**
 * Whole cabins take all their berths and cost the whole-cabin fare the results offered, one line per
 * cabin class (`CABIN:<code>`, decision 0051), whatever the number and the kind of its occupants.
 */
export function priceWholeCabins(wholeCabins: Map<string, number>, context: LegPricingContext): PriceLine[] {
  return [...wholeCabins].map(([code, travellers], index) => {
    const fare = context.fares.get(code)!;
    const cabins = Math.ceil(travellers / fare.berths);
    context.take(code, cabins * fare.berths);
    const price = wholeCabinFare(roundFare(fare.fare * context.factor), fare.berths) * cabins;
    return {
      index,
      code: `${WHOLE_CABIN_PREFIX}${code}`,
      description: `Whole ${fare.name}${cabins > 1 ? ` × ${cabins}` : ''}`,
      fare: price,
      discount: 0,
      total: price,
    };
  });
}
