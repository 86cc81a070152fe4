import type { LegRequest } from '#application/ports/ferry-booking-requests.ts';
import type { LegPricing, PriceGroup } from '#domain/pricing/leg-pricing.ts';
import type { LiknossPricedTrip } from './liknoss-schemas.ts';
import { passengerTypeOf, requestTypeOf } from './request-mapping.ts';
import { tripIdOf, tripKeyOf } from './trip-key.ts';

type Priced = { price: { total: number; description: string } };

/** Liknoss gives each item's price after discounts; the discount itself is not itemised. */
function groupOf(items: Priced[], codeOf: (index: number) => string): PriceGroup {
  const lines = items.map((item, index) => ({
    index,
    code: codeOf(index),
    description: item.price.description,
    fare: item.price.total,
    discount: 0,
    total: item.price.total,
  }));
  return { items: lines, total: lines.reduce((sum, line) => sum + line.total, 0) };
}

const NOTHING: PriceGroup = { items: [], total: 0 };

/** One priced (or booked) Liknoss trip as Kyma's leg pricing, in integer cents as Liknoss sends them. */
export function legPricingOf(trip: LiknossPricedTrip, fareOption: string): LegPricing {
  const passengerPrices = groupOf(
    trip.passengers,
    (index) => trip.accommodationRequests[index]?.idOrCode ?? '',
  );
  const vehiclePrices = groupOf(trip.vehicles, (index) => trip.vehicles[index]!.accommodation.idOrCode);
  const petPrices = groupOf(trip.pets, (index) => trip.pets[index]!.type);
  return {
    tripId: tripIdOf(tripKeyOf(trip)),
    departureDatetime: trip.departureDateTimeWithTimezone,
    fareOption,
    cancellation: 'partial',
    passengerPrices,
    vehiclePrices,
    trailerPrices: NOTHING,
    servicePrices: NOTHING,
    petPrices,
    tripTotal: passengerPrices.total + vehiclePrices.total + petPrices.total,
  };
}

/** What was asked of a booked Liknoss trip, in Kyma's terms. */
export function legRequestOf(trip: LiknossPricedTrip): LegRequest {
  return {
    tripId: tripIdOf(tripKeyOf(trip)),
    passengers: trip.passengers.map((passenger, index) => ({
      passengerType: passengerTypeOf(passenger.type, passenger.discount?.idOrCode),
      accommodationType: trip.accommodationRequests[index]?.idOrCode ?? '',
      accommodationRequestType: requestTypeOf(
        trip.accommodationRequests[index]?.accommodationRequestType ?? '',
      ),
      sex: passenger.sex === 'male' || passenger.sex === 'female' ? passenger.sex : null,
      ...(passenger.name ? { name: passenger.name } : {}),
      ...(passenger.surname ? { surname: passenger.surname } : {}),
      ...(passenger.loyaltyNumber ? { loyaltyCard: passenger.loyaltyNumber } : {}),
      ...(passenger.residentIdOrCode ? { manNumber: passenger.residentIdOrCode } : {}),
    })),
    vehicles: trip.vehicles.map((vehicle) => ({
      accommodationType: vehicle.accommodation.idOrCode,
      length: vehicle.length,
      ...(vehicle.plateNumber ? { plateNumber: vehicle.plateNumber } : {}),
    })),
    pets: trip.pets.map((pet) => ({ code: pet.type, passengerIndex: pet.passengerIndex })),
  };
}
