import { describe, expect, it } from 'vitest';
import { legSailing, travellers } from '#adapters/ferry-gateway/fgw-requests.ts';
import { type SailingRef, sailingRefOf, tripIdOf } from '#adapters/ferry-gateway/fgw-trip-id.ts';
import { writeMessage } from '#adapters/ferry-gateway/fgw-xml.ts';
import type { LegRequest, PassengerRequest } from '#application/ports/ferry-booking-requests.ts';
import type { PassengerType } from '#domain/booking/passenger.ts';
import { messageFaults } from '../../support/ferry-gateway/fgw-message-schema.ts';
import { summerDay, TEST_TODAY } from '../../support/test-today.ts';

const sailing: SailingRef = {
  operator: 'SF',
  from: 'GRGPA',
  to: 'ITAOI',
  departure: `${summerDay(10)}T17:30:00+03:00`,
};
const person = (passengerType: PassengerType, birthDate?: string): PassengerRequest => ({
  passengerType,
  accommodationType: 'DECK',
  accommodationRequestType: 'COMPLETE',
  ...(birthDate && { birthDate }),
});
const legOf = (...passengers: PassengerRequest[]): LegRequest => ({
  tripId: tripIdOf(sailing),
  passengers,
  vehicles: [],
  pets: [],
});
const passengersOf = (leg: LegRequest) =>
  (travellers([leg]).Passengers as { Passenger: Array<Record<string, string>> }).Passenger;

/** The parts of a GetPrice request a test changes. */
interface PriceRequest {
  Passengers: { Passenger: Array<Record<string, string>> };
  FerryComponent: { Sailings: { Sailing: Array<{ SailingInfo: Record<string, string> }> } };
}

/** A GetPrice request as the adapter writes it, then changed as a test says. */
function getPrice(leg: LegRequest, change: (request: PriceRequest) => void = () => {}): string {
  const request = {
    Context: { '@_AgentAccountNumber': 'kyma', '@_TimeStamp': TEST_TODAY.toISOString(), '@_Currency': 'EUR' },
    ...travellers([leg]),
    FerryComponent: { Sailings: { Sailing: [legSailing(leg, 0, sailingRefOf(leg.tripId)!)] } },
  };
  change(request as unknown as PriceRequest);
  return writeMessage('GetPriceRequest', request);
}

describe('FerryGateway dates: what the adapter writes', () => {
  it('writes the form’s day/month/year birth date as xs:date, and a child’s age on the day of travel', () => {
    // The sailing is on 10 July: the child born 20 September 2020 is six, not the eight sent without a date.
    const leg = legOf(person('AD', '12/04/1980'), person('CH', '20/09/2020'), person('IN', '5/2/2026'));
    expect(passengersOf(leg)).toEqual([
      { '@_Id': 'L1P1', '@_DateOfBirth': '1980-04-12', '@_Category': 'Adult' },
      { '@_Id': 'L1P2', '@_Age': '6', '@_DateOfBirth': '2020-09-20', '@_Category': 'Child' },
      { '@_Id': 'L1P3', '@_DateOfBirth': '2026-02-05', '@_Category': 'Infant' },
    ]);
  });

  it('leaves out a birth date that is no day, and gives a child without one the default age', () => {
    const leg = legOf(person('AD', '31/02/1980'), person('CH'));
    expect(passengersOf(leg)).toEqual([
      { '@_Id': 'L1P1', '@_Category': 'Adult' },
      { '@_Id': 'L1P2', '@_Age': '8', '@_Category': 'Child' },
    ]);
  });
});

describe('the local FerryGateway server’s schema: xs:date and xs:dateTime', () => {
  const leg = legOf(person('AD', '12/04/1980'));
  const withBirthDate = (value: string) =>
    getPrice(leg, (request) => {
      request.Passengers.Passenger[0]!['@_DateOfBirth'] = value;
    });
  const fault = (value: string) =>
    `/GetPriceRequest/Passengers[1]/Passenger[1]/@DateOfBirth="${value}" is not date`;

  it('accepts the GetPrice the adapter writes, birth date and departure included', () => {
    expect(messageFaults(getPrice(leg))).toEqual([]);
  });

  it('refuses a birth date as the booking form gives it, and one that is no day of the calendar', () => {
    expect(messageFaults(withBirthDate('12/04/1980'))).toEqual([fault('12/04/1980')]);
    expect(messageFaults(withBirthDate('1980-02-30'))).toEqual([fault('1980-02-30')]);
    expect(messageFaults(withBirthDate('1980-04-12+02:00'))).toEqual([]);
  });

  it('refuses a departure without its seconds, which xs:dateTime requires', () => {
    const departure = `${summerDay(10)}T17:30+03:00`;
    const request = getPrice(leg, (price) => {
      price.FerryComponent.Sailings.Sailing[0]!.SailingInfo['@_DepartDateTime'] = departure;
    });
    expect(messageFaults(request)).toEqual([
      `/GetPriceRequest/FerryComponent[1]/Sailings[1]/Sailing[1]/SailingInfo[1]/@DepartDateTime="${departure}" is not dateTime`,
    ]);
  });
});
