import type { LegRequest, PassengerRequest } from '#application/ports/ferry-booking-requests.ts';
import type { FerryInventory } from '#application/ports/ferry-inventory.ts';
import type { PassengerType } from '#domain/booking/passenger.ts';
import type { Trip } from '#domain/trips/trip.ts';

/** What a Liknoss client sends to name a sailing and what it books on it, as the local server reads it. */
export interface SailingRequest {
  origin: { idOrCode: string };
  destination: { idOrCode: string };
  departureDateTime: string;
  vessel: { idOrCode: string; company: { abbreviation: string } };
}

interface TripRequest extends SailingRequest {
  accommodationRequests?: Array<{ idOrCode: string; accommodationRequestType: string }>;
  passengers?: Array<{
    type: string;
    sex?: string | null;
    name?: string | null;
    surname?: string | null;
    loyaltyNumber?: string | null;
    residentIdOrCode?: string | null;
    discount?: { idOrCode: string } | null;
  }>;
  vehicles?: Array<{ accommodation: { idOrCode: string }; length: number; plateNumber?: string | null }>;
  pets?: Array<{ type: string; passengerIndex: number }>;
}

const KYMA_REQUEST_TYPE: Record<string, PassengerRequest['accommodationRequestType']> = {
  MALE_BERTH: 'MALE',
  FEMALE_BERTH: 'FEMALE',
};
const TYPES = new Set<string>(['AD', 'CH', 'IN', 'ST', 'SE']);

/** The simulated sailing a Liknoss request names (ports, local departure time, vessel), if it sails. */
export async function findSailing(
  inventory: FerryInventory,
  sailing: SailingRequest,
): Promise<Trip | undefined> {
  if (!sailing?.origin?.idOrCode || typeof sailing.departureDateTime !== 'string') return undefined;
  const trips = await inventory.searchTrips({
    from: sailing.origin.idOrCode,
    to: sailing.destination?.idOrCode ?? '',
    date: sailing.departureDateTime.slice(0, 10),
    passengers: 1,
    vehicles: 0,
    pets: 0,
  });
  return trips.find(
    (trip) =>
      trip.departureDatetime.slice(0, 16).replace('T', ' ') === sailing.departureDateTime &&
      trip.vesselCode === sailing.vessel?.idOrCode &&
      trip.company.code === sailing.vessel?.company?.abbreviation,
  );
}

function passengerOf(request: TripRequest, index: number): PassengerRequest {
  const passenger = request.passengers![index]!;
  const accommodation = request.accommodationRequests?.[index];
  const disabled = passenger.discount?.idOrCode === 'DI';
  const type: PassengerType = disabled
    ? 'DI'
    : TYPES.has(passenger.type)
      ? (passenger.type as PassengerType)
      : 'AD';
  return {
    passengerType: type,
    accommodationType: accommodation?.idOrCode ?? '',
    accommodationRequestType: KYMA_REQUEST_TYPE[accommodation?.accommodationRequestType ?? ''] ?? 'COMPLETE',
    discountIdOrCode: disabled ? null : (passenger.discount?.idOrCode ?? null),
    sex: passenger.sex === 'male' || passenger.sex === 'female' ? passenger.sex : null,
    ...(passenger.name ? { name: passenger.name } : {}),
    ...(passenger.surname ? { surname: passenger.surname } : {}),
    ...(passenger.loyaltyNumber ? { loyaltyCard: passenger.loyaltyNumber } : {}),
    ...(passenger.residentIdOrCode ? { manNumber: passenger.residentIdOrCode } : {}),
  };
}

/** A Liknoss trip request as the simulated network's sailing and leg, or undefined when none sails. */
export async function legOf(
  inventory: FerryInventory,
  request: TripRequest,
): Promise<{ trip: Trip; leg: LegRequest } | undefined> {
  const trip = await findSailing(inventory, request);
  if (!trip) return undefined;
  const leg = {
    tripId: trip.tripId,
    passengers: (request.passengers ?? []).map((_, index) => passengerOf(request, index)),
    vehicles: (request.vehicles ?? []).map((vehicle) => ({
      accommodationType: vehicle.accommodation?.idOrCode ?? '',
      length: vehicle.length,
      ...(vehicle.plateNumber ? { plateNumber: vehicle.plateNumber } : {}),
    })),
    pets: (request.pets ?? []).map((pet) => ({ code: pet.type, passengerIndex: pet.passengerIndex })),
  };
  return { trip, leg };
}
