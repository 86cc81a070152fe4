import type { Cents } from '#domain/money/cents.ts';
import type { AccommodationOffer, CabinOffer, Trip } from '#domain/trips/trip.ts';
import { bookingValidationOf } from '#domain/validation/passenger-requirements.ts';
import { companyOrThrow } from '../catalogue/companies.ts';
import { type Vessel, vesselOrThrow } from '../catalogue/vessels.ts';
import { AvailabilityStore } from '../network/availability-store.ts';
import {
  accommodationFares,
  isDomestic,
  passageFare,
  servesIsland,
  wholeCabinFare,
} from '../network/fares.ts';
import { fareOptionsFor, MAX_PASSENGERS_PER_BOOKING } from '../network/leg-pricing.ts';
import type { Segment } from '../network/timetable.ts';

/** Full capacity of every resource a ship sells, as the availability store counts it. */
export function capacityOf(vessel: Vessel): Record<string, number> {
  const capacity: Record<string, number> = {};
  if (vessel.deck > 0) capacity.DECK = vessel.deck;
  for (const seat of vessel.seats) capacity[seat.code] = seat.count;
  for (const cabin of vessel.cabins) capacity[cabin.code] = cabin.count * cabin.berths;
  capacity.GARAGE = vessel.garageMetres * 10;
  capacity.KENNEL = vessel.petKennels;
  return capacity;
}

export interface PartyQuery {
  passengers: number;
  vehicles: number;
  pets: number;
}

/** A trip as this system offers it, with live availability; undefined when the party does not fit. */
export function buildTrip(
  segment: Segment,
  agent: { name: string; markup: number },
  left: Map<string, number>,
  party: PartyQuery,
): Trip | undefined {
  const vessel = vesselOrThrow(segment.run.line.vessel);
  const company = companyOrThrow(segment.run.line.company);
  const capacity = capacityOf(vessel);
  const sailing = segment.run.sailingId;
  const available = (resource: string) =>
    AvailabilityStore.lookup(left, sailing, resource, capacity[resource] ?? 0);
  const passage = passageFare(segment, agent);
  const deck: AccommodationOffer[] = [];
  const seats: AccommodationOffer[] = [];
  const cabins: CabinOffer[] = [];
  for (const fare of accommodationFares(vessel, passage)) {
    const places = available(fare.code);
    if (fare.kind === 'cabin') {
      cabins.push({
        code: fare.code,
        name: fare.name,
        berthsPerCabin: fare.berths,
        maleBerths: places,
        femaleBerths: places,
        wholeCabins: Math.floor(places / fare.berths),
        lowestFare: fare.fare,
        wholeCabinFare: wholeCabinFare(fare.fare, fare.berths),
        accessible: vessel.accessibleCabins.includes(fare.code),
      });
    } else {
      (fare.kind === 'deck' ? deck : seats).push({
        code: fare.code,
        name: fare.name,
        lowestFare: fare.fare,
        available: places,
      });
    }
  }
  const passengerPlacesLeft =
    [...deck, ...seats].reduce((sum, offer) => sum + offer.available, 0) +
    cabins.reduce((sum, cabin) => sum + cabin.maleBerths, 0);
  const garageMetresLeft = Math.floor(available('GARAGE') / 10);
  const petAvailability = available('KENNEL');
  if (passengerPlacesLeft < party.passengers) return undefined;
  if (party.vehicles > 0 && garageMetresLeft < party.vehicles * 5) return undefined;
  if (party.pets > 0 && petAvailability < party.pets) return undefined;
  return {
    id: `${agent.name}:${segment.tripId}`,
    tripId: segment.tripId,
    from: segment.from,
    to: segment.to,
    departureDatetime: segment.departureDatetime,
    arrivalDatetime: segment.arrivalDatetime,
    company: { code: company.code, name: company.name },
    vesselCode: vessel.code,
    vesselName: vessel.name,
    agentName: agent.name,
    highSpeed: vessel.highSpeed,
    garage: vessel.garageMetres > 0 && garageMetresLeft >= 3,
    pets: vessel.petKennels > 0,
    petAvailability,
    deckAvailability: deck,
    seatAvailability: seats,
    cabinAvailability: cabins,
    fareOptions: fareOptionsFor(segment).map(({ code, name, kind }) => ({ code, name, kind })),
    cancellation: company.cancellation,
    eTicket: company.eTicket,
    webCheckIn: company.webCheckIn,
    loyaltyProgramme: company.loyalty?.name ?? null,
    residentDiscount: isDomestic(segment) && servesIsland(segment),
    services: vessel.services,
    bookingValidation: bookingValidationOf(MAX_PASSENGERS_PER_BOOKING),
  };
}

/** The cheapest adult passage of a trip on this system. */
export function lowestFareOf(segment: Segment, agent: { name: string; markup: number }): Cents {
  return Math.min(
    ...accommodationFares(vesselOrThrow(segment.run.line.vessel), passageFare(segment, agent)).map(
      (fare) => fare.fare,
    ),
  );
}
