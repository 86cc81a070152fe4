import { describe, expect, it } from 'vitest';
import { buildLeg, defaultAccommodation, setAdditionalServices } from '#domain/booking/leg-booking.ts';
import { aTrip } from '../support/builders.ts';

describe('building a leg from the search', () => {
  it('copies the sailing and gives every passenger the spec defaults', () => {
    const leg = buildLeg(0, aTrip(), { passengers: 2, vehicles: 0, pets: 0 });
    expect(leg).toMatchObject({
      legIndex: 0,
      agentName: 'sim',
      tripId: 'T1',
      vesselCode: 'BS1',
      company: 'BLS',
      departurePort: 'PIR',
      destinationPort: 'JTR',
    });
    expect(leg.passengers).toHaveLength(2);
    expect(leg.passengers[0]).toMatchObject({
      passengerType: 'AD',
      accommodationRequestType: 'COMPLETE',
      capacityCrs: 1,
    });
  });

  it('always builds at least one passenger', () => {
    expect(buildLeg(0, aTrip(), { passengers: 0, vehicles: 0, pets: 0 }).passengers).toHaveLength(1);
  });

  it('adds vehicles, each with an empty trailer slot, only when the trip has a garage', () => {
    const withGarage = buildLeg(0, aTrip(), { passengers: 2, vehicles: 2, pets: 0 });
    expect(withGarage.vehicles).toHaveLength(2);
    expect(withGarage.trailers).toEqual([null, null]);
    expect(buildLeg(0, aTrip({ garage: false }), { passengers: 2, vehicles: 2, pets: 0 }).vehicles).toEqual(
      [],
    );
  });

  it('adds pets only when the trip allows pets and has pet availability', () => {
    const counts = { passengers: 1, vehicles: 0, pets: 3 };
    expect(buildLeg(0, aTrip(), counts).pets).toHaveLength(3);
    expect(buildLeg(0, aTrip({ pets: false }), counts).pets).toEqual([]);
    expect(buildLeg(0, aTrip({ petAvailability: 0 }), counts).pets).toEqual([]);
    expect(buildLeg(0, aTrip({ petAvailability: 2 }), counts).pets).toHaveLength(2);
    expect(buildLeg(0, aTrip(), { passengers: 1, vehicles: 0, pets: 9 }).pets).toHaveLength(5);
  });

  it('defaults the passenger accommodation to the lowest-fare deck or seat option with places', () => {
    expect(defaultAccommodation(aTrip())).toEqual({ code: 'ECO', description: 'Economy seat' });
    const soldOut = aTrip({
      seatAvailability: [{ code: 'ECO', name: 'Economy seat', lowestFare: 100, available: 0 }],
    });
    expect(defaultAccommodation(soldOut)).toEqual({ code: 'DECK', description: 'Deck' });
    expect(defaultAccommodation(aTrip({ deckAvailability: [], seatAvailability: [] }))).toEqual({
      code: '',
      description: '',
    });
    expect(buildLeg(0, aTrip(), { passengers: 1, vehicles: 0, pets: 0 }).passengers[0]).toMatchObject({
      accommodationType: 'ECO',
      accommodationTypeDescr: 'Economy seat',
    });
  });

  it('keeps additional services once each', () => {
    const leg = buildLeg(0, aTrip(), { passengers: 1, vehicles: 0, pets: 0 });
    expect(setAdditionalServices(leg, ['meal', 'meal', 'lounge']).additionalServices).toEqual([
      'meal',
      'lounge',
    ]);
  });
});
