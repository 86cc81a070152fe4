/** JSON Schemas (2020-12) of the booking API's answers, referenced from the OpenAPI document. */
const str = { type: 'string' };
const int = { type: 'integer' };
const cents = { type: 'integer', minimum: 0, description: 'Euro cents' };
const bool = { type: 'boolean' };
const arr = (items: object) => ({ type: 'array', items });
const obj = (properties: Record<string, object>, required = Object.keys(properties)) => ({
  type: 'object',
  properties,
  required,
});
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const priceGroup = obj({
  items: arr(obj({ index: int, code: str, description: str, fare: cents, discount: int, total: cents })),
  total: cents,
});

export const COMPONENT_SCHEMAS: Record<string, object> = {
  Error: obj({
    error: obj({
      code: str,
      key: str,
      message: str,
      fields: arr(obj({ path: str, key: str, message: str })),
    }),
  }),
  Port: obj({
    code: str,
    name: str,
    countryCode: str,
    area: str,
    island: bool,
    latitude: { type: 'number' },
    longitude: { type: 'number' },
  }),
  Country: obj({ code: str, name: str }),
  DepartureDate: obj({ date: { type: 'string', format: 'date' }, departures: int, lowestFare: cents }),
  Accommodation: obj({ code: str, name: str, lowestFare: cents, available: int }),
  Trip: obj(
    {
      id: str,
      tripId: str,
      from: str,
      to: str,
      departureDatetime: str,
      arrivalDatetime: str,
      company: obj({ code: str, name: str }),
      vesselCode: str,
      vesselName: str,
      agentName: str,
      highSpeed: bool,
      garage: bool,
      pets: bool,
      petAvailability: int,
      deckAvailability: arr(ref('Accommodation')),
      seatAvailability: arr(ref('Accommodation')),
      cabinAvailability: arr(
        obj({
          code: str,
          name: str,
          berthsPerCabin: int,
          maleBerths: int,
          femaleBerths: int,
          wholeCabins: int,
          lowestFare: cents,
          wholeCabinFare: cents,
        }),
      ),
      fareOptions: arr(
        obj({ code: str, name: str, kind: { enum: ['standard', 'mixed', 'domestic', 'promo'] } }),
      ),
      cancellation: { enum: ['full', 'partial', 'none'] },
      eTicket: bool,
      webCheckIn: bool,
      services: arr(str),
      bookingValidation: obj({
        documentRequired: bool,
        nationalityRequired: bool,
        birthDateRequired: bool,
        maxPassengers: int,
      }),
      offers: arr(obj({ id: str, tripId: str, agentName: str, lowestFare: cents })),
    },
    [
      'id',
      'tripId',
      'from',
      'to',
      'departureDatetime',
      'arrivalDatetime',
      'company',
      'vesselCode',
      'agentName',
      'garage',
      'pets',
      'petAvailability',
      'deckAvailability',
      'seatAvailability',
      'cabinAvailability',
      'fareOptions',
      'cancellation',
      'eTicket',
      'webCheckIn',
      'bookingValidation',
    ],
  ),
  SearchResults: obj({
    legs: arr(
      obj({
        leg: obj({ departurePort: str, destinationPort: str, departureDate: str }),
        trips: arr(ref('Trip')),
        companies: arr(str),
      }),
    ),
    notices: arr(obj({ code: { const: 'upstreamUnavailable' }, agentName: str, reason: str })),
    partial: bool,
    cached: bool,
  }),
  LegPricing: obj({
    tripId: str,
    departureDatetime: str,
    fareOption: str,
    cancellation: { enum: ['full', 'partial', 'none'] },
    passengerPrices: priceGroup,
    vehiclePrices: priceGroup,
    trailerPrices: priceGroup,
    servicePrices: priceGroup,
    petPrices: priceGroup,
    tripTotal: cents,
  }),
  Booking: obj({
    orderCode: str,
    agentName: str,
    status: { enum: ['held', 'inserted', 'confirmed', 'failed', 'expired', 'cancelled'] },
    createdAt: str,
    expiresAt: str,
    total: cents,
    legs: arr(
      obj(
        {
          tripId: str,
          companyCode: str,
          vesselCode: str,
          from: str,
          to: str,
          departureDatetime: str,
          arrivalDatetime: str,
          pricing: ref('LegPricing'),
        },
        ['tripId', 'companyCode', 'from', 'to', 'pricing'],
      ),
    ),
    leader: { type: ['object', 'null'] },
    tickets: arr(
      obj({
        ticketNumber: str,
        legIndex: int,
        passengerIndex: int,
        passengerType: str,
        accommodationType: str,
        price: cents,
      }),
    ),
  }),
  Company: obj({
    code: str,
    name: str,
    country: str,
    website: str,
    phone: str,
    description: str,
    loyaltyProgramme: { type: ['string', 'null'] },
    eTicket: bool,
    webCheckIn: bool,
    cancellation: str,
    cancellationTerms: str,
    vessels: arr(obj({ code: str, name: str, highSpeed: bool, passengers: int })),
    ports: arr(str),
  }),
  Refund: obj({ coverage: str, refundPercent: int, paid: cents, fee: cents, refund: cents }),
  Voucher: obj({
    reservationNumber: str,
    fullName: str,
    total: cents,
    legs: arr(
      obj({
        companyCode: str,
        vesselCode: str,
        from: str,
        to: str,
        departureDatetime: str,
        arrivalDatetime: str,
        tickets: arr(
          obj({ ticketNumber: str, fullName: str, passengerType: str, seatType: str, price: cents }, [
            'ticketNumber',
            'passengerType',
            'seatType',
            'price',
          ]),
        ),
      }),
    ),
  }),
};

export const RESPONSE_SCHEMAS = {
  ports: obj({ ports: arr(ref('Port')) }),
  countries: obj({ countries: arr(ref('Country')) }),
  dates: obj({ dates: arr(ref('DepartureDate')) }),
  results: ref('SearchResults'),
  pricing: obj({ legs: arr(ref('LegPricing')), total: cents }),
  held: obj({ bookings: arr(ref('Booking')), total: cents, expiresAt: str }),
  booking: obj({ booking: ref('Booking') }),
  companies: obj({ companies: arr(ref('Company')) }),
  cancellation: obj({ booking: ref('Booking'), refund: ref('Refund'), cancelled: bool }),
  voucher: obj({ voucher: ref('Voucher') }),
  loyalty: obj({ valid: bool, programme: str, discountPercent: int }),
  resident: obj({ valid: bool, eligible: bool, discountPercent: int }),
};
