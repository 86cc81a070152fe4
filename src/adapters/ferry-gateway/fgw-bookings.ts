import type { Leader, LegRequest } from '#application/ports/ferry-booking-requests.ts';
import { UpstreamFailure } from '#application/ports/ferry-inventory.ts';
import type {
  BookedLeg,
  BookingStatus,
  Ticket,
  UpstreamBooking,
} from '#application/ports/upstream-booking.ts';
import type { FgwBookingAnswer, FgwSailing } from './fgw-answers.ts';
import { assistanceOfComment } from './fgw-assistance.ts';
import { alpha2Of } from './fgw-countries.ts';
import { detailsOf, legPricingOf } from './fgw-pricing.ts';
import { kymaPortOf, passengerTypeOf, petCodeOf } from './fgw-terms.ts';
import { tripIdOf } from './fgw-trip-id.ts';

type Component = FgwBookingAnswer['FerryComponents']['FerryComponent'][number];
type Passenger = FgwBookingAnswer['Passengers']['Passenger'][number];

function statusOf(
  answer: FgwBookingAnswer,
  component: Component,
  holdUntil: string,
  now: number,
): BookingStatus {
  const status = component.BookingReference['@_BookingStatus'];
  if (status === 'Cancelled') return 'cancelled';
  if (status !== 'Reserved') return 'confirmed';
  if (Date.parse(holdUntil) <= now) return 'expired';
  const named = answer.Passengers.Passenger.every((p) => p['@_Forename'] && p['@_Surname']);
  return named ? 'inserted' : 'held';
}

function leaderOf(answer: FgwBookingAnswer): Leader | null {
  const contact = answer.ContactDetails;
  const [firstName, lastName] = [contact['@_Forename'], contact['@_Surname']];
  if (!firstName || !lastName) return null;
  const country = contact['@_CountryCode'];
  return {
    firstName,
    lastName,
    email: contact['@_Email'] ?? '',
    mobile: contact['@_MobileNumber'] ?? '',
    country: (country && alpha2Of(country)) ?? country ?? '',
  };
}

/**
 * What one sailing of a booking asked for: its passengers (with their accommodation and, where the operator
 * echoes the `Comment` in the extension, their assistance requests) and its vehicles.
 */
function requestOf(answer: FgwBookingAnswer, sailing: FgwSailing, tripId: string): LegRequest {
  const assistance = assistanceOfComment(answer.TPE?.Kyma?.Comment);
  const byId = new Map(answer.Passengers.Passenger.map((p) => [p['@_Id']!, p]));
  const booked = sailing.Services?.OnBoardAccommodationServices?.OnBoardAccommodationService ?? [];
  const accommodationOf = (id: string) =>
    booked.find((s) => s.PassengerRefs?.Ref.some((ref) => ref['@_Id'] === id))?.['@_Code'] ?? '';
  const vehicles = new Map((answer.Vehicles?.Vehicle ?? []).map((v) => [v['@_Id']!, v]));
  const pets = new Map((answer.Pets?.Pet ?? []).map((p) => [p['@_Id']!, p]));
  return {
    tripId,
    passengers: (sailing.PassengerRefs?.Ref ?? []).map((ref) => {
      const person = byId.get(ref['@_Id']!) as Passenger;
      return {
        passengerType: passengerTypeOf(person?.['@_Category'] ?? 'Adult', person?.['@_SubCategory']),
        accommodationType: accommodationOf(ref['@_Id']!),
        accommodationRequestType: 'COMPLETE' as const,
        ...(person?.['@_Forename'] && { name: person['@_Forename'] }),
        ...(person?.['@_Surname'] && { surname: person['@_Surname'] }),
        ...(assistance.has(ref['@_Id']!) && { assistance: assistance.get(ref['@_Id']!) }),
      };
    }),
    vehicles: (sailing.VehicleRefs?.Ref ?? []).flatMap((ref) => {
      const lead = vehicles.get(ref['@_Id']!)?.Lead;
      return lead
        ? [
            {
              accommodationType: lead['@_OperatorCode'] ?? lead['@_Code'] ?? '',
              length: Number(lead['@_Length']) / 100,
              // Read back so that the amendment carrying the names states the plate the hold sent.
              ...(lead['@_Registration'] && { plateNumber: lead['@_Registration'] }),
            },
          ]
        : [];
    }),
    // The standard ties no pet to a passenger: each is the first passenger's.
    pets: (sailing.PetRefs?.Ref ?? []).flatMap((ref) => {
      const pet = pets.get(ref['@_Id']!);
      return pet ? [{ code: petCodeOf(pet['@_Category']!), passengerIndex: 0 }] : [];
    }),
  };
}

function legOf(agentName: string, answer: FgwBookingAnswer, component: Component, index: number): BookedLeg {
  const sailing = component.Sailings.Sailing[index]!;
  const info = sailing.SailingInfo;
  const [fromCode, toCode] = [info['@_DepartPort']!, info['@_DestinationPort']!];
  const tripId = tripIdOf({
    operator: info['@_OperatorCode']!,
    from: fromCode,
    to: toCode,
    departure: info['@_DepartDateTime']!,
  });
  const request = requestOf(answer, sailing, tripId);
  const details = detailsOf(component.Cost, sailing['@_Id'], index);
  if (!details) throw new UpstreamFailure(agentName, 'malformedResponse', `no cost for sailing ${index + 1}`);
  return {
    tripId,
    companyCode: info['@_OperatorCode']!,
    vesselCode: sailing.Ship?.['@_ShipIMO'] ?? sailing.Ship?.['@_ShipName'] ?? info['@_OperatorCode']!,
    from: kymaPortOf(fromCode) ?? fromCode,
    to: kymaPortOf(toCode) ?? toCode,
    departureDatetime: info['@_DepartDateTime']!,
    arrivalDatetime: info['@_ArriveDateTime']!,
    pricing: legPricingOf(agentName, details, {
      tripId,
      departureDatetime: info['@_DepartDateTime']!,
      request,
    }),
    request,
  };
}

/** One ticket per passenger and sailing of an issued booking, numbered by the booking and the two ids. */
function ticketsOf(reference: string, component: Component, legs: BookedLeg[]): Ticket[] {
  return component.Sailings.Sailing.flatMap((sailing, legIndex) =>
    (sailing.PassengerRefs?.Ref ?? []).map((ref, passengerIndex) => ({
      ticketNumber: `${reference}-${sailing['@_Id'] ?? legIndex + 1}-${ref['@_Id']}`,
      legIndex,
      passengerIndex,
      passengerType: legs[legIndex]!.request.passengers[passengerIndex]!.passengerType,
      accommodationType: legs[legIndex]!.request.passengers[passengerIndex]!.accommodationType,
      price: legs[legIndex]!.pricing.passengerPrices.items[passengerIndex]?.total ?? 0,
    })),
  );
}

/**
 * A Book, Reservation, ConfirmReservation or RecallBooking answer as Kyma's booking. When the hold lapses
 * and when the booking was made are not in the standard: the trading-partner extension (TPE) may carry them
 * (`Kyma/@HoldUntil`, `@CreatedAt`), otherwise the answer's time stands for both (decision 0078).
 */
export function bookingOf(agentName: string, answer: FgwBookingAnswer, now: number): UpstreamBooking {
  const component = answer.FerryComponents.FerryComponent[0]!;
  const reference = component.BookingReference['@_Reference']!;
  const stamp = answer.Context['@_TimeStamp']!;
  const holdUntil = answer.TPE?.Kyma?.['@_HoldUntil'] ?? stamp;
  const legs = component.Sailings.Sailing.map((_, index) => legOf(agentName, answer, component, index));
  const status = statusOf(answer, component, holdUntil, now);
  return {
    orderCode: reference,
    agentName,
    status,
    createdAt: answer.TPE?.Kyma?.['@_CreatedAt'] ?? stamp,
    expiresAt: holdUntil,
    legs,
    total: legs.reduce((sum, leg) => sum + leg.pricing.tripTotal, 0),
    leader: leaderOf(answer),
    tickets: status === 'confirmed' ? ticketsOf(reference, component, legs) : [],
  };
}
