import fc from 'fast-check';
import type { LegBooking } from '#domain/booking/leg-booking.ts';
import { newPassenger, PASSENGER_TYPES, type Passenger } from '#domain/booking/passenger.ts';
import { RECEIVE_TICKETS_METHODS, type ReceiveTicketsMethod } from '#domain/booking/payment-form.ts';
import { newVehicle } from '#domain/booking/vehicle.ts';
import { cartBreakdown } from '#domain/pricing/cart-breakdown.ts';
import { type PricedLegLines, WHOLE_CABIN_PREFIX } from '#domain/pricing/charge-lines.ts';
import type { Discount } from '#domain/pricing/discount.ts';
import type { FareBreakdown } from '#domain/pricing/fare-breakdown.ts';
import type { LegPricing, PriceLine } from '#domain/pricing/leg-pricing.ts';

/** A priced cart as the server answers it: every leg's booking with the company's prices, and the breakdown. */
export interface PricedCart {
  legs: PricedLegLines[];
  receiveTicketsMethod: ReceiveTicketsMethod;
  discount: Discount | null;
  breakdown: FareBreakdown;
}

const PLACES = [
  { code: 'DECK', name: 'Deck', cabin: false },
  { code: 'AIR', name: 'Airline seat', cabin: false },
  { code: 'B4', name: 'Inside cabin, 4 berths', cabin: true },
  { code: 'A2', name: 'Outside cabin, 2 berths', cabin: true },
  { code: 'XYZ', name: 'Company-only suite', cabin: true },
];

const money = fc.integer({ min: 0, max: 60_000 });

const passenger = fc
  .record({
    type: fc.constantFrom(...PASSENGER_TYPES),
    place: fc.constantFrom(...PLACES),
    whole: fc.boolean(),
    name: fc.constantFrom('Anna', 'Ben', 'Χρήστος'),
  })
  .map(
    ({ type, place, whole, name }): Passenger => ({
      ...newPassenger({ code: place.code, description: place.name }),
      passengerType: type,
      accommodationRequestType: place.cabin ? (whole ? 'COMPLETE' : 'MALE') : 'COMPLETE',
      name,
      surname: 'Muster',
    }),
  );

const item = (index: number, code: string, fare: number, discount: number): PriceLine => ({
  index,
  code,
  description: code,
  fare,
  discount: Math.min(discount, fare),
  total: fare - Math.min(discount, fare),
});

const group = (items: PriceLine[]) => ({ items, total: items.reduce((sum, i) => sum + i.total, 0) });

const legArbitrary = (legIndex: number) =>
  fc
    .record({
      passengers: fc.array(passenger, { minLength: 1, maxLength: 5 }),
      vehicles: fc.array(
        fc.record({
          type: fc.constantFrom('CAR', 'MOTO', 'CAMPER'),
          trailer: fc.constantFrom(null, 'TRAILER', 'BOAT'),
        }),
        { maxLength: 2 },
      ),
      pets: fc.array(fc.constantFrom('SMALL', 'LARGE'), { maxLength: 2 }),
      prices: fc.array(money, { minLength: 30, maxLength: 30 }),
      service: fc.option(money, { nil: null }),
    })
    .map(({ passengers, vehicles, pets, prices, service }): PricedLegLines => {
      const at = (i: number) => prices[i % prices.length]!;
      const isWhole = (p: Passenger) =>
        p.accommodationRequestType === 'COMPLETE' &&
        PLACES.find((place) => place.code === p.accommodationType)!.cabin;
      const booking: LegBooking = {
        legIndex,
        agentName: 'sim',
        tripId: `T${legIndex}`,
        vesselCode: 'V',
        company: 'BSF',
        departurePort: 'PIR',
        destinationPort: 'JTR',
        departureDatetime: '2026-07-14T07:25:00+03:00',
        arrivalDateTime: '2026-07-14T15:05:00+03:00',
        passengers,
        vehicles: vehicles.map((v) => ({ ...newVehicle(), accommodationType: v.type })),
        trailers: vehicles.map((v) => (v.trailer ? { ...newVehicle(), accommodationType: v.trailer } : null)),
        additionalServices: [],
        pets: pets.map((code) => ({ code, description: '', passengerIndex: 0, identityNumber: '' })),
      };
      const cabins = [...new Set(passengers.filter(isWhole).map((p) => p.accommodationType))];
      const services = [
        ...cabins.map((code, i) => item(i, `${WHOLE_CABIN_PREFIX}${code}`, at(20 + i), 0)),
        ...(service === null ? [] : [item(cabins.length, 'MEAL', service, 0)]),
      ];
      const pricing: Omit<LegPricing, 'tripTotal'> = {
        tripId: booking.tripId,
        departureDatetime: booking.departureDatetime,
        fareOption: 'STD',
        cancellation: 'partial',
        passengerPrices: group(
          passengers.map((p, i) =>
            isWhole(p) ? item(i, 'X', 0, 0) : item(i, p.passengerType, at(i), at(i + 7) % 2000),
          ),
        ),
        vehiclePrices: group(vehicles.map((v, i) => item(i, v.type, at(10 + i), 0))),
        trailerPrices: group(
          booking.trailers.flatMap((t, i) => (t ? [item(i, t.accommodationType, at(13 + i), 0)] : [])),
        ),
        servicePrices: group(services),
        petPrices: group(pets.map((code, i) => item(i, code, at(16 + i), 0))),
      };
      const tripTotal = [
        'passengerPrices',
        'vehiclePrices',
        'trailerPrices',
        'servicePrices',
        'petPrices',
      ].reduce((sum, key) => sum + (pricing[key as keyof typeof pricing] as { total: number }).total, 0);
      return { booking, pricing: { ...pricing, tripTotal } };
    });

const discount: fc.Arbitrary<Discount | null> = fc.oneof(
  fc.constant(null),
  fc.integer({ min: 1, max: 10_000 }).map((basisPoints): Discount => ({ kind: 'percentage', basisPoints })),
  fc.integer({ min: 1, max: 500_000 }).map((amount): Discount => ({ kind: 'fixed', amount })),
);

/** Random carts: one to three legs, passengers of every type, seats and (whole) cabins, vehicles, trailers, pets, a coupon, courier or not. */
export const pricedCarts: fc.Arbitrary<PricedCart> = fc
  .record({
    legCount: fc.integer({ min: 1, max: 3 }),
    receiveTicketsMethod: fc.constantFrom(...RECEIVE_TICKETS_METHODS),
    discount,
  })
  .chain(({ legCount, receiveTicketsMethod, discount }) =>
    fc.tuple(...Array.from({ length: legCount }, (_, i) => legArbitrary(i))).map((legs) => ({
      legs,
      receiveTicketsMethod,
      discount,
      breakdown: cartBreakdown(
        legs.map((leg) => leg.pricing.tripTotal),
        receiveTicketsMethod,
        discount,
      ),
    })),
  );
