import { EXAMPLE_TRIP } from './booking-examples.ts';

/**
 * "Pay and continue" as an API client sends it: one adult on deck on the example sailing who travels in a
 * wheelchair (the company hears of it with the booking, decision 0086), paid by card, at
 * the price the simulated network asks for it (the example test places it as it is).
 */
export const EXAMPLE_CART = {
  locale: 'en',
  legs: [
    {
      legIndex: 0,
      agentName: 'attica-direct',
      tripId: EXAMPLE_TRIP,
      vesselCode: 'BSDELOS',
      company: 'BSF',
      departurePort: 'PIR',
      destinationPort: 'JTR',
      departureDatetime: '2027-07-15T07:25:00+03:00',
      arrivalDateTime: '2027-07-15T15:15:00+03:00',
      passengers: [
        {
          passengerType: 'AD',
          sex: 'female',
          accommodationType: 'DECK',
          accommodationTypeDescr: 'Deck',
          discountIdOrCode: null,
          documentId: 'AB123450',
          loyaltyCard: '',
          nationality: 'GR',
          accommodationRequestType: 'COMPLETE',
          capacityCrs: 1,
          name: 'Maria',
          surname: 'Papadopoulou',
          birthDate: '07/03/1985',
          manNumber: '',
          proofNumber: '',
          assistance: { needs: ['wheelchair'], note: 'Travels with a folding wheelchair' },
        },
      ],
      vehicles: [],
      trailers: [],
      additionalServices: [],
      pets: [],
    },
  ],
  leader: {
    firstName: 'Maria',
    lastName: 'Papadopoulou',
    email: 'maria@example.com',
    phonePrefix: '+30',
    mobile: '6912345678',
    country: 'GR',
    sex: 'female',
  },
  payment: {
    receiveTicketsMethod: 'portPickup',
    paymentMethod: 'card',
    checked: true,
    prefecture: '',
    city: '',
    address: '',
    zipCode: '',
    name: '',
    telephone: '',
  },
  invoice: null,
  couponCode: '',
  expectedFinalPrice: 4850,
};
