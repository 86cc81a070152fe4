import { buildLeg } from '#domain/booking/leg-booking.ts';
import type { Order, OrderLeg } from '#domain/orders/order.ts';
import { fareBreakdown } from '#domain/pricing/fare-breakdown.ts';
import { aSearch, aTrip } from './builders.ts';

/**
 * Piraeus → Santorini for one adult with her car towing a trailer and a dog, as sold: documents, plates and
 * loyalty cards filled in, priced 120 € at the upstream. Override what a test is about.
 */
export function anOrderLeg(overrides: Partial<OrderLeg> = {}): OrderLeg {
  const built = buildLeg(
    0,
    aTrip(),
    aSearch('oneWay', { passengers: 1, vehicles: 1, pets: 1 }).accommodations,
  );
  const [passenger] = built.passengers;
  const [vehicle] = built.vehicles;
  const [pet] = built.pets;
  if (!passenger || !vehicle || !pet) throw new Error('the trip builds a passenger, a vehicle and a pet');
  return {
    booking: {
      ...built,
      passengers: [
        {
          ...passenger,
          name: 'Maria',
          surname: 'Papadopoulou',
          sex: 'female',
          nationality: 'GR',
          documentId: 'AK1234567',
          birthDate: '07/03/1985',
          manNumber: '123456782',
          loyaltyCard: '700100000002',
        },
      ],
      vehicles: [
        {
          ...vehicle,
          accommodationType: 'CAR',
          length: 4.2,
          plateNumber: 'IKA 1234',
          loyaltyCard: 'V99887766',
        },
      ],
      trailers: [
        {
          ...vehicle,
          accommodationType: 'TRAILER',
          length: 3,
          isTrailerEnabled: true,
          plateNumber: 'TPA 9876',
          loyaltyCard: '',
        },
      ],
      pets: [
        {
          ...pet,
          code: 'SMALL',
          description: 'Small pet',
          passengerIndex: 0,
          identityNumber: '941000012345678',
        },
      ],
    },
    agentName: 'sim',
    upstreamOrderCode: 'SIM-778812',
    companyName: 'Blue Star',
    vesselName: 'Blue Star 1',
    tripTotal: 12_000,
    passengerPrices: [4_500],
    vehiclePrices: [5_000],
    trailerPrices: [2_000],
    petPrices: [500],
    ...overrides,
  };
}

/** A ticketed card order of that leg, with an invoice and courier delivery; the figures add up. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  const legs = overrides.legs ?? [anOrderLeg()];
  return {
    id: 'order-1',
    reference: 'KY7Q-3MZD-W1HC-9RTA',
    status: 'ticketed',
    locale: 'el',
    userId: null,
    resellerId: null,
    leader: {
      firstName: 'Maria',
      lastName: 'Papadopoulou',
      email: 'maria@example.com',
      phonePrefix: '+30',
      mobile: '694 123 4567',
      country: 'GR',
      sex: 'female',
    },
    legs,
    delivery: {
      receiveTicketsMethod: 'courier',
      prefecture: 'Attiki',
      city: 'Piraeus',
      address: 'Akti Miaouli 85',
      zipCode: '18538',
      name: 'Maria Papadopoulou',
      telephone: '2104120000',
    },
    invoice: {
      companyName: 'Kyma Travel IKE',
      activity: 'Travel agency',
      tax: '801234567',
      address: 'Akti Miaouli 85, Piraeus',
      registry: '158123401000',
      mobile: '6941234567',
    },
    couponCode: null,
    breakdown: fareBreakdown({
      tripTotals: legs.map((leg) => leg.tripTotal),
      discount: null,
      serviceFee: 250,
      receiveTicketsMethod: 'courier',
      extraCost: 0,
      creditLimit: null,
    }),
    paymentMethod: 'card',
    holdExpiresAt: '2026-06-02T10:11:00Z',
    tickets: [{ legIndex: 0, passengerIndex: 0, ticketNumber: 'BSF-4410001' }],
    createdAt: '2026-06-02T09:41:00Z',
    updatedAt: '2026-06-02T09:45:00Z',
    ...overrides,
  };
}
