import type { Leader, LegRequest, PassengerRequest } from '#application/ports/ferry-booking-requests.ts';
import { ageOn } from '#domain/booking/passenger-age.ts';
import { parseBirthDate } from '#domain/validation/birth-date.ts';
import { alpha3Of, icao9303Of } from './fgw-countries.ts';
import { CHILD_AGE, categoryOf, petCategoryOf } from './fgw-terms.ts';
import { type SailingRef, sailingRefOf } from './fgw-trip-id.ts';

/** The parts of FerryGateway requests Kyma writes, in the order the XSD's sequences want them. */

type Element = Record<string, unknown>;

/** Metres to the standard's centimetres; Kyma knows no vehicle's height, so a car's usual 1.8 m is sent. */
const VEHICLE_HEIGHT_CM = '180';

function sailingInfo(ref: SailingRef): Element {
  return {
    '@_OperatorCode': ref.operator,
    '@_DepartPort': ref.from,
    '@_DestinationPort': ref.to,
    '@_DepartDateTime': ref.departure,
  };
}

export function passengerId(leg: number, index: number): string {
  return `L${leg + 1}P${index + 1}`;
}

function vehicleId(leg: number, index: number): string {
  return `L${leg + 1}V${index + 1}`;
}

function petId(leg: number, index: number): string {
  return `L${leg + 1}A${index + 1}`;
}

/**
 * A passenger as the XSD's `PassengerType`. The booking form gives the birth date as day/month/year; the
 * standard's `DateOfBirth` is an `xs:date` (YYYY-MM-DD), and an operator refuses the whole request over any
 * other form. A birth date that is not a real day is left out rather than sent to be refused: the passenger
 * form has refused it before any hold. A child's `Age`, which the standard requires, is its age on the day
 * of travel when the birth date is known.
 */
function passenger(
  person: PassengerRequest,
  id: string,
  travelDate: string | undefined,
  withNames: boolean,
): Element {
  const { category, subCategory } = categoryOf(person.passengerType);
  const born = person.birthDate ? parseBirthDate(person.birthDate) : null;
  const age = born && travelDate ? ageOn(born, travelDate) : CHILD_AGE;
  // ICAO 9303's three letters (the passport's), not Kyma's two; a code it has none for is left out.
  const nationality = person.nationality ? icao9303Of(person.nationality) : undefined;
  return {
    '@_Id': id,
    ...(category === 'Child' && { '@_Age': String(age) }),
    ...(born && { '@_DateOfBirth': born }),
    '@_Category': category,
    ...(subCategory && { '@_SubCategory': subCategory }),
    ...(withNames && person.sex && { '@_Gender': person.sex === 'female' ? 'Female' : 'Male' }),
    ...(withNames && person.name && { '@_Forename': person.name }),
    ...(withNames && person.surname && { '@_Surname': person.surname }),
    ...(withNames && nationality && { '@_PassengerNationality': nationality }),
    ...(withNames && person.documentId && { '@_IdentityNumber': person.documentId }),
  };
}

/** Every leg's passengers and vehicles, each with an id of its leg: the sailings point at them by id. */
export function travellers(legs: LegRequest[], withNames = false): Element {
  const vehicles = legs.flatMap((leg, l) =>
    leg.vehicles.map((vehicle, v) => ({
      '@_Id': vehicleId(l, v),
      Lead: {
        '@_OperatorCode': vehicle.accommodationType,
        '@_Height': VEHICLE_HEIGHT_CM,
        '@_Length': String(Math.round(vehicle.length * 100)),
        ...(vehicle.plateNumber && { '@_Registration': vehicle.plateNumber }),
      },
    })),
  );
  const pets = legs.flatMap((leg, l) =>
    leg.pets.map((pet, p) => ({ '@_Id': petId(l, p), '@_Category': petCategoryOf(pet.code) ?? 'Other' })),
  );
  return {
    Passengers: {
      Passenger: legs.flatMap((leg, l) => {
        // The advertised departure is local time: its first ten characters are the day of travel.
        const travelDate = sailingRefOf(leg.tripId)?.departure.slice(0, 10);
        return leg.passengers.map((p, i) => passenger(p, passengerId(l, i), travelDate, withNames));
      }),
    },
    ...(pets.length > 0 && { Pets: { Pet: pets } }),
    ...(vehicles.length > 0 && { Vehicles: { Vehicle: vehicles } }),
  };
}

const refs = (ids: string[]) => ({ Ref: ids.map((id) => ({ '@_Id': id })) });

/** One leg as a `Sailing` of a price or booking request: its people, and each passenger's accommodation. */
export function legSailing(leg: LegRequest, index: number, ref: SailingRef): Element {
  const passengerIds = leg.passengers.map((_, i) => passengerId(index, i));
  const vehicleIds = leg.vehicles.map((_, v) => vehicleId(index, v));
  const petIds = leg.pets.map((_, p) => petId(index, p));
  return {
    '@_Id': `S${index + 1}`,
    '@_AllPassengers': 'false',
    '@_AllVehicles': 'false',
    '@_AllPets': 'false',
    PassengerRefs: refs(passengerIds),
    ...(petIds.length > 0 && { PetRefs: refs(petIds) }),
    ...(vehicleIds.length > 0 && { VehicleRefs: refs(vehicleIds) }),
    SailingInfo: sailingInfo(ref),
    ...(leg.fareOption && { FareDetails: { '@_FareType': leg.fareOption } }),
    Services: {
      OnBoardAccommodationServices: {
        OnBoardAccommodationService: leg.passengers.map((p, i) => ({
          '@_Code': p.accommodationType,
          '@_Quantity': '1',
          PassengerRefs: refs([passengerIds[i]!]),
        })),
      },
    },
  };
}

/** The lead traveller as the booking's contact. */
export function contactDetails(leader: Leader | undefined): Element {
  if (!leader) return {};
  const country = alpha3Of(leader.country);
  return {
    '@_Forename': leader.firstName,
    '@_Surname': leader.lastName,
    ...(leader.address && { '@_AddressLine1': leader.address }),
    ...(leader.city && { '@_City': leader.city }),
    ...(country && { '@_CountryCode': country }),
    ...(leader.zipcode && { '@_ZipPostCode': leader.zipcode }),
    '@_MobileNumber': leader.mobile,
    '@_Email': leader.email,
  };
}

/** A search's party: that many adults, small pets and cars (Length and Height in centimetres). */
export function searchParty(passengers: number, vehicles: number, pets = 0): Element {
  return {
    Passengers: {
      Passenger: Array.from({ length: Math.max(1, passengers) }, (_, i) => ({
        '@_Id': `P${i + 1}`,
        '@_Category': 'Adult',
      })),
    },
    ...(pets > 0 && {
      Pets: {
        Pet: Array.from({ length: pets }, (_, i) => ({ '@_Id': `A${i + 1}`, '@_Category': 'SmallDog' })),
      },
    }),
    ...(vehicles > 0 && {
      Vehicles: {
        Vehicle: Array.from({ length: vehicles }, (_, i) => ({
          '@_Id': `V${i + 1}`,
          Lead: { '@_Code': 'Car', '@_Height': VEHICLE_HEIGHT_CM, '@_Length': '450' },
        })),
      },
    }),
  };
}
