import { describe, expect, it } from 'vitest';
import type { Passenger } from '#domain/booking/passenger.ts';
import { orderAfterChange } from '#domain/orders/applied-change.ts';
import type { Order } from '#domain/orders/order.ts';

const infant = { passengerType: 'IN', name: 'Nefeli', birthDate: '15/06/2025' } as Passenger;
const order = {
  legs: [
    {
      booking: { passengers: [infant], vehicles: [], trailers: [], pets: [] },
      vesselName: 'Blue Star Delos',
    },
  ],
  breakdown: { finalPrice: 0 },
  chargeLines: [],
  tickets: [],
} as unknown as Order;
const answerWith = (passenger: Record<string, string>) => ({
  tripId: 'BSF1',
  companyCode: 'BSF',
  companyName: 'Blue Star Ferries',
  vesselCode: 'BSDELOS',
  vesselName: 'Blue Star Delos',
  departureDatetime: '2027-07-15T07:25:00+03:00',
  arrivalDatetime: '2027-07-15T15:00:00+03:00',
  passengers: [passenger],
});

describe('a corrected passenger once the company applied the correction (decision 0105)', () => {
  it('travels as the type the company answers, with the corrected birth date', () => {
    const answer = answerWith({ passengerType: 'AD', birthDate: '07/03/1985' });
    const after = orderAfterChange(order, { legIndex: 0, chargeLines: [] }, answer, []);
    expect(after.legs[0]!.booking.passengers[0]).toMatchObject({
      passengerType: 'AD',
      name: 'Nefeli',
      birthDate: '07/03/1985',
    });
  });

  it('keeps the booked type when the company answers none it knows', () => {
    for (const passengerType of ['', 'XX']) {
      const answer = answerWith({ passengerType, name: 'Nefeli-Maria' });
      const after = orderAfterChange(order, { legIndex: 0, chargeLines: [] }, answer, []);
      expect(after.legs[0]!.booking.passengers[0]).toMatchObject({
        passengerType: 'IN',
        name: 'Nefeli-Maria',
      });
    }
  });
});
