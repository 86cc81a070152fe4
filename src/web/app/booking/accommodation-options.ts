import type { AccommodationRequestType } from '#domain/booking/passenger.ts';
import type { Trip } from '#domain/trips/trip.ts';

export interface AccommodationOption {
  /** `code|requestType`: one select value per way of sleeping or sitting. */
  value: string;
  code: string;
  requestType: AccommodationRequestType;
  name: string;
  /** The message key describing the option (deck or seat, whole cabin, male or female berth). */
  kind: 'seat' | 'wholeCabin' | 'maleBerth' | 'femaleBerth';
  fare: number;
  available: number;
  /** A wheelchair-accessible cabin (decision 0090): the list names it as such. */
  accessible: boolean;
}

/**
 * Every place a passenger can take on a sailing (spec §2 "Seat and cabin availability"): deck and seats,
 * and for each cabin type the whole cabin, a male berth and a female berth, with what is left of each.
 */
export function accommodationOptions(trip: Trip): AccommodationOption[] {
  const seats = [...trip.deckAvailability, ...trip.seatAvailability].map<AccommodationOption>((offer) => ({
    value: `${offer.code}|COMPLETE`,
    code: offer.code,
    requestType: 'COMPLETE',
    name: offer.name,
    kind: 'seat',
    fare: offer.lowestFare,
    available: offer.available,
    accessible: false,
  }));
  const cabins = trip.cabinAvailability.flatMap<AccommodationOption>((cabin) => [
    {
      value: `${cabin.code}|COMPLETE`,
      code: cabin.code,
      requestType: 'COMPLETE',
      name: cabin.name,
      kind: 'wholeCabin',
      fare: cabin.wholeCabinFare,
      available: cabin.wholeCabins,
      accessible: cabin.accessible,
    },
    {
      value: `${cabin.code}|MALE`,
      code: cabin.code,
      requestType: 'MALE',
      name: cabin.name,
      kind: 'maleBerth',
      fare: cabin.lowestFare,
      available: cabin.maleBerths,
      accessible: cabin.accessible,
    },
    {
      value: `${cabin.code}|FEMALE`,
      code: cabin.code,
      requestType: 'FEMALE',
      name: cabin.name,
      kind: 'femaleBerth',
      fare: cabin.lowestFare,
      available: cabin.femaleBerths,
      accessible: cabin.accessible,
    },
  ]);
  return [...seats, ...cabins];
}
