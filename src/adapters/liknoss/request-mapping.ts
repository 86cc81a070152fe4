import type { LegRequest, PassengerRequest } from '#application/ports/ferry-booking-requests.ts';
import type { InventoryError } from '#application/ports/ferry-inventory.ts';
import { asksForAssistance } from '#domain/booking/assistance.ts';
import type { PassengerType } from '#domain/booking/passenger.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { parseTripId, sailingOf } from './trip-key.ts';

/**
 * Kyma's passenger types as Liknoss's (decision 0077): the same two-letter codes for adult, child, infant,
 * student and senior; a disabled traveller is an adult with the company's disability discount.
 */
const PASSENGER_TYPE: Record<PassengerType, { type: string; discount?: string }> = {
  AD: { type: 'AD' },
  CH: { type: 'CH' },
  IN: { type: 'IN' },
  ST: { type: 'ST' },
  SE: { type: 'SE' },
  DI: { type: 'AD', discount: 'DI' },
};

/** A seat is the whole of its accommodation to Liknoss; a berth goes to a man or a woman. */
const REQUEST_TYPE: Record<PassengerRequest['accommodationRequestType'], string> = {
  COMPLETE: 'COMPLETE',
  SEAT: 'COMPLETE',
  MALE: 'MALE_BERTH',
  FEMALE: 'FEMALE_BERTH',
};

function passengerOf(passenger: PassengerRequest) {
  const { type, discount } = PASSENGER_TYPE[passenger.passengerType];
  const discountIdOrCode = passenger.discountIdOrCode ?? discount;
  return {
    type,
    sex: passenger.sex ?? null,
    name: passenger.name ?? null,
    surname: passenger.surname ?? null,
    documentNumber: passenger.documentId ?? null,
    nationality: passenger.nationality ?? null,
    birthDate: passenger.birthDate ?? null,
    loyaltyNumber: passenger.loyaltyCard ?? null,
    residentIdOrCode: passenger.manNumber ?? null,
    // Liknoss's only word on it is a flag ("special needs"): which help, and the note, reach staff (0091).
    ssr: asksForAssistance(passenger.assistance),
    ...(discountIdOrCode ? { discount: { idOrCode: discountIdOrCode } } : {}),
  };
}

/** One leg as a Liknoss trip request: one accommodation request per passenger, in the passengers' order. */
function tripRequestOf(leg: LegRequest, key: NonNullable<ReturnType<typeof parseTripId>>) {
  return {
    ...sailingOf(key),
    accommodationRequests: leg.passengers.map((passenger) => ({
      idOrCode: passenger.accommodationType,
      accommodationRequestType: REQUEST_TYPE[passenger.accommodationRequestType],
      quantity: 1,
    })),
    passengers: leg.passengers.map(passengerOf),
    vehicles: leg.vehicles.map((vehicle) => ({
      accommodation: { idOrCode: vehicle.accommodationType },
      length: vehicle.length,
      plateNumber: vehicle.plateNumber ?? null,
      loyaltyNumber: vehicle.loyaltyCard ?? null,
    })),
    pets: leg.pets.map((pet) => ({ type: pet.code, passengerIndex: pet.passengerIndex })),
  };
}
export type LiknossTripRequest = ReturnType<typeof tripRequestOf>;

/**
 * The legs as Liknoss trip requests, or what is wrong with them: none, a trip id this adapter never gave,
 * or a trailer (Liknoss books a trailer as a vehicle of its own, which Kyma's request does not describe).
 */
export function tripRequestsOf(legs: LegRequest[]): Result<LiknossTripRequest[], InventoryError> {
  if (legs.length === 0) return err({ code: 'invalidRequest', message: 'no legs', path: 'legs' });
  const requests: LiknossTripRequest[] = [];
  for (const [index, leg] of legs.entries()) {
    const key = parseTripId(leg.tripId);
    if (!key) return err({ code: 'tripNotFound', message: 'no such trip', path: `legs[${index}].tripId` });
    const towing = leg.vehicles.findIndex((vehicle) => vehicle.trailer);
    if (towing >= 0)
      return err({
        code: 'invalidRequest',
        message: 'trailers are not sold through Liknoss here',
        path: `legs[${index}].vehicles[${towing}].trailer`,
      });
    requests.push(tripRequestOf(leg, key));
  }
  return ok(requests);
}

/** The Liknoss request type back in Kyma's terms (a booking read back). */
export function requestTypeOf(liknossType: string): PassengerRequest['accommodationRequestType'] {
  if (liknossType === 'MALE_BERTH') return 'MALE';
  if (liknossType === 'FEMALE_BERTH') return 'FEMALE';
  return 'COMPLETE';
}

/** The Liknoss passenger type back in Kyma's terms; a type Kyma does not know reads as adult. */
export function passengerTypeOf(liknossType: string, discount?: string | null): PassengerType {
  if (liknossType === 'AD' && discount === 'DI') return 'DI';
  const known = (Object.keys(PASSENGER_TYPE) as PassengerType[]).find((type) => type === liknossType);
  return known ?? 'AD';
}
