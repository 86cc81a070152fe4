import { describe, expect, it } from 'vitest';
import type { FgwSailing } from '#adapters/ferry-gateway/fgw-answers.ts';
import { legPricingOf } from '#adapters/ferry-gateway/fgw-pricing.ts';
import { centsOf, decimalOf, kymaPortOf, locodeOf } from '#adapters/ferry-gateway/fgw-terms.ts';
import { sailingRefOf, tripIdOf } from '#adapters/ferry-gateway/fgw-trip-id.ts';
import { tripOf } from '#adapters/ferry-gateway/fgw-trips.ts';
import { readMessage, writeMessage } from '#adapters/ferry-gateway/fgw-xml.ts';
import { UpstreamFailure } from '#application/ports/ferry-inventory.ts';

describe('FerryGateway terms', () => {
  it.each([
    ['42.5', 4250],
    ['42.50', 4250],
    ['0.07', 7],
    ['130', 13000],
    ['-3.10', -310],
    ['12.500', 1250],
  ])('reads %s euros as %i cents', (decimal, cents) => {
    expect(centsOf(decimal)).toBe(cents);
  });

  it.each(['12.345', '1e3', '', 'abc', '12,50'])('refuses %s as an amount in cents', (decimal) => {
    expect(centsOf(decimal)).toBeUndefined();
  });

  it('writes cents as a decimal of euros', () => {
    expect([decimalOf(4250), decimalOf(7), decimalOf(-310)]).toEqual(['42.50', '0.07', '-3.10']);
  });

  it('maps UN/LOCODEs to Kyma ports and back, and knows no port it has no row for', () => {
    expect(locodeOf('AOI')).toBe('ITAOI');
    expect(kymaPortOf('grpir')).toBe('PIR');
    expect(kymaPortOf('GBDVR')).toBeUndefined();
  });

  it('writes a sailing into a trip id and reads it back; a foreign id is no sailing', () => {
    const ref = { operator: 'SF', from: 'GRGPA', to: 'ITAOI', departure: '2027-07-10T17:30:00+03:00' };
    expect(sailingRefOf(tripIdOf(ref))).toEqual(ref);
    expect(sailingRefOf('NO-SUCH-TRIP')).toBeUndefined();
    expect(sailingRefOf('SF~GRGPA~ITAOI~not a time')).toBeUndefined();
  });
});

describe('FerryGateway XML', () => {
  it('writes a message in the 1.3.1 namespace with true written out, and reads it back', () => {
    const xml = writeMessage('GetRoutesRequest', {
      '@_OperatorCode': 'SF',
      Context: { '@_Currency': 'EUR' },
      Flag: { '@_On': 'true' },
    });
    expect(xml).toContain('xmlns="http://schemas.ferrygateway.org/1.3.1"');
    expect(xml).toContain('On="true"');
    expect(readMessage(xml)).toMatchObject({ GetRoutesRequest: { '@_OperatorCode': 'SF' } });
  });

  it('refuses text that is not well-formed XML', () => {
    expect(() => readMessage('<GetRoutesResponse><Context></GetRoutesResponse>')).toThrow(/well-formed/);
  });
});

describe('FerryGateway cost details as a leg price', () => {
  const leg = {
    tripId: 'SF~GRGPA~ITAOI~2027-07-10T17:30:00+03:00',
    departureDatetime: '2027-07-10T17:30:00+03:00',
    request: {},
  };
  const detail = (category: string, amount: string, extra: Record<string, string> = {}) => ({
    '@_Category': category,
    '@_TotalAmount': amount,
    ...extra,
  });

  it('puts each category in its group, splits a quantity, and ignores the VAT the gross includes', () => {
    const pricing = legPricingOf(
      'fgw',
      {
        '@_GrossAmount': '250.01',
        CostDetail: [
          detail('Passenger', '100.01', { '@_Quantity': '2', '@_Label': 'DECK' }),
          detail('Vehicle', '120.00'),
          detail('PortTaxes', '30.00'),
          detail('ValueAddedTax', '40.00'),
        ],
      },
      leg,
    );
    expect(pricing.passengerPrices.items.map((item) => item.total)).toEqual([5001, 5000]);
    expect(pricing.vehiclePrices.total).toBe(12000);
    expect(pricing.servicePrices.total).toBe(3000);
    expect(pricing.tripTotal).toBe(25001);
  });

  it('refuses details that do not add up to the gross amount, or a category it cannot place', () => {
    expect(() =>
      legPricingOf('fgw', { '@_GrossAmount': '99.00', CostDetail: [detail('Passenger', '100.00')] }, leg),
    ).toThrow(UpstreamFailure);
    expect(() =>
      legPricingOf(
        'fgw',
        {
          '@_GrossAmount': '90.00',
          CostDetail: [detail('Passenger', '100.00'), detail('OfferCodeDiscount', '-10.00')],
        },
        leg,
      ),
    ).toThrow(/OfferCodeDiscount/);
  });

  it('keeps the ship’s IMO number for its CO2 figure only when it is one (the test server sends its vessel code)', () => {
    const sailing = (ShipIMO: string): FgwSailing => ({
      '@_IsAvailable': 'true',
      PassengerRefs: { Ref: [] },
      PetRefs: { Ref: [] },
      VehicleRefs: { Ref: [] },
      SailingInfo: {
        '@_OperatorCode': 'BSF',
        '@_DepartPort': 'GRPIR',
        '@_DestinationPort': 'GRJNX',
        '@_DepartDateTime': '2027-07-10T07:25:00+03:00',
        '@_ArriveDateTime': '2027-07-10T12:10:00+03:00',
      },
      Ship: { '@_ShipName': 'F/B BLUE STAR DELOS', '@_ShipIMO': ShipIMO },
      FareDetails: {},
      Services: { OnBoardAccommodationServices: { OnBoardAccommodationService: [] } },
    });
    expect(tripOf('fgw', sailing('IMO 9565039'), [])?.vesselImo).toBe('9565039');
    expect(tripOf('fgw', sailing('BSDELOS'), [])?.vesselImo).toBeUndefined();
  });
});
