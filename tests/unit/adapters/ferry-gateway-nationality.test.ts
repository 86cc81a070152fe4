import { describe, expect, it } from 'vitest';
import { travellers } from '#adapters/ferry-gateway/fgw-requests.ts';
import { tripIdOf } from '#adapters/ferry-gateway/fgw-trip-id.ts';
import type { PassengerRequest } from '#application/ports/ferry-booking-requests.ts';
import { checkValue } from '../../support/ferry-gateway/fgw-simple-types.ts';
import { summerDay } from '../../support/test-today.ts';

const traveller = (nationality: string): PassengerRequest => ({
  passengerType: 'AD',
  accommodationType: 'DECK',
  accommodationRequestType: 'COMPLETE',
  name: 'Anna',
  surname: 'Weber',
  nationality,
});
const leg = (...passengers: PassengerRequest[]) => ({
  tripId: tripIdOf({
    operator: 'SF',
    from: 'GRGPA',
    to: 'ITAOI',
    departure: `${summerDay(10)}T17:30:00+03:00`,
  }),
  passengers,
  vehicles: [],
  pets: [],
});
const nationalities = (withNames: boolean, ...codes: string[]) =>
  (
    travellers([leg(...codes.map(traveller))], withNames).Passengers as {
      Passenger: Array<Record<string, string>>;
    }
  ).Passenger.map((p) => p['@_PassengerNationality']);

describe('FerryGateway nationality: ICAO9303CountryType, as the XSD types PassengerNationality', () => {
  it('writes the three letters of a passport, Germany as D, and leaves out a code it does not know', () => {
    expect(nationalities(true, 'GR', 'it', 'DE', 'AL', 'ZZ')).toEqual(['GRC', 'ITA', 'D', 'ALB', undefined]);
  });

  it('sends no nationality with a price request, which carries no names', () => {
    expect(nationalities(false, 'GR')).toEqual([undefined]);
  });

  it("is checked by the local server's schema: two letters and ISO's DEU are refused", () => {
    expect(['GRC', 'ITA', 'D'].map((code) => checkValue('icao9303', code))).toEqual([true, true, true]);
    expect(['GR', 'DEU', 'gr', 'GREC'].map((code) => checkValue('icao9303', code))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
