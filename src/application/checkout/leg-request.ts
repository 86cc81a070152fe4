import { asksForAssistance } from '#domain/booking/assistance.ts';
import type { LegBooking } from '#domain/booking/leg-booking.ts';
import type { AgentLegRequest } from '../ferry/leg-groups.ts';

/** What of a wizard leg an upstream is asked about (the booking API's leg request has just this). */
export type LegToAsk = Pick<
  LegBooking,
  'agentName' | 'tripId' | 'passengers' | 'vehicles' | 'trailers' | 'pets'
> & {
  fareOption?: string;
};

/**
 * The one mapping from a traveller's leg (the wizard's shape, as the browser's cart and the booking API send
 * it) to what an upstream system is asked. Trailers ride on the vehicle that tows them; a pet without a
 * responsible passenger goes with the first one.
 */
export function toLegRequest(leg: LegToAsk): AgentLegRequest {
  return {
    agentName: leg.agentName,
    tripId: leg.tripId,
    ...(leg.fareOption ? { fareOption: leg.fareOption } : {}),
    passengers: leg.passengers.map((passenger) => ({
      passengerType: passenger.passengerType,
      accommodationType: passenger.accommodationType,
      accommodationRequestType: passenger.accommodationRequestType,
      discountIdOrCode: passenger.discountIdOrCode,
      ...(passenger.loyaltyCard ? { loyaltyCard: passenger.loyaltyCard } : {}),
      ...(passenger.manNumber ? { manNumber: passenger.manNumber } : {}),
      ...(passenger.proofNumber ? { proofNumber: passenger.proofNumber } : {}),
      sex: passenger.sex,
      ...(passenger.name ? { name: passenger.name } : {}),
      ...(passenger.surname ? { surname: passenger.surname } : {}),
      ...(passenger.documentId ? { documentId: passenger.documentId } : {}),
      ...(passenger.nationality ? { nationality: passenger.nationality } : {}),
      ...(passenger.birthDate ? { birthDate: passenger.birthDate } : {}),
      ...(asksForAssistance(passenger.assistance) ? { assistance: passenger.assistance } : {}),
    })),
    vehicles: leg.vehicles.map((vehicle, index) => {
      const trailer = leg.trailers[index] ?? null;
      return {
        accommodationType: vehicle.accommodationType,
        length: vehicle.length ?? 0,
        ...(vehicle.loyaltyCard ? { loyaltyCard: vehicle.loyaltyCard } : {}),
        ...(vehicle.plateNumber ? { plateNumber: vehicle.plateNumber } : {}),
        trailer: trailer
          ? { accommodationType: trailer.accommodationType, length: trailer.length ?? 0 }
          : null,
      };
    }),
    pets: leg.pets.map((pet) => ({
      code: pet.code,
      passengerIndex: pet.passengerIndex ?? 0,
      ...(pet.identityNumber ? { identityNumber: pet.identityNumber } : {}),
    })),
  };
}
