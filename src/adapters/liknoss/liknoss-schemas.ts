import { array, boolean, type InferType, type ISchema, lazy, number, object, type Schema, string } from 'yup';

/**
 * The Liknoss (FORTHcrs) answers Kyma reads, by the field names of its web services v200 (decision 0077).
 * Strict: a fare sent as "1200" is malformed, not 1200. Money is integer cents, as Liknoss sends it.
 * Fields Kyma does not read are not named; the reader drops them.
 */
const text = () => string().strict().defined();
const optionalText = () => string().strict().nullable().optional();
const whole = () => number().strict().integer().defined();
const cents = () => whole().min(0);
const flag = () => boolean().strict().defined();
const list = <T>(item: ISchema<T>) => array(item).defined();
const code = () => object({ idOrCode: text() }).defined();

/** A JSON object keyed by code (Liknoss's dictionaries), each value checked by `item`. */
function dictionary<T extends Schema>(item: T): Schema<Record<string, InferType<T>>> {
  return lazy((value: unknown) =>
    object(
      Object.fromEntries(
        Object.keys(value && typeof value === 'object' ? value : {}).map((key) => [key, item]),
      ),
    ).defined(),
  ) as unknown as Schema<Record<string, InferType<T>>>;
}

const location = object({
  idOrCode: text(),
  name: text(),
  country: object({ idOrCode: text(), name: text() }).defined(),
  latitude: number().strict().defined(),
  longitude: number().strict().defined(),
  areas: list(object({ idOrCode: text(), name: text() })),
  locationLanguages: list(object({ language: text(), name: text() })),
});

const accommodation = object({
  idOrCode: text(),
  name: text(),
  /** DECK, SEAT, CABIN, or PET (the kennels); capacity is a cabin's berths. */
  type: text().oneOf(['DECK', 'SEAT', 'CABIN', 'PET'] as const),
  capacity: whole().min(1),
});

const bookingValidation = object({
  passengerLimitPerTrip: whole().min(1),
  mandatoryDocument: flag(),
  nationalityCheck: flag(),
  birthDateCheck: flag(),
  supportsLoyaltyCard: flag(),
  supportsResidentLoyalty: flag(),
  supportsDoGenerateVoucherMethod: flag(),
});

const vessel = object({
  idOrCode: text(),
  name: text(),
  company: object({ abbreviation: text() }).defined(),
  hasGarage: flag(),
  /** HIGH_SPEED or CONVENTIONAL. */
  type: text(),
});

/** The times and ship that name a sailing: Liknoss has no trip id, a trip is these. */
const sailing = {
  origin: code(),
  destination: code(),
  /** Local time at the port, YYYY-MM-DD HH:MM. */
  departureDateTime: text(),
  departureDateTimeWithTimezone: text(),
  arrivalDateTimeWithTimezone: text(),
  vessel: vessel.defined(),
};

const availableTrip = object({
  ...sailing,
  basicPrice: cents(),
  accommodationAvailabilities: list(
    object({
      accommodation: accommodation.defined(),
      wholeBerthAvailability: whole(),
      maleBerthAvailability: whole(),
      femaleBerthAvailability: whole(),
      adultBasePrice: cents(),
    }),
  ),
  bookingValidation: bookingValidation.defined(),
});

const tripsWithDictionary = object({
  trips: list(availableTrip),
  companies: dictionary(object({ name: text() })),
});

const price = object({ total: cents(), description: text() }).defined();

/** A priced or booked trip: what was asked, each item with its price and, once issued, its ticket. */
const pricedTrip = object({
  ...sailing,
  optionDateTime: optionalText(),
  accommodationRequests: list(
    object({ idOrCode: text(), accommodationRequestType: text(), quantity: whole() }),
  ),
  passengers: list(
    object({
      type: text(),
      sex: optionalText(),
      name: optionalText(),
      surname: optionalText(),
      documentNumber: optionalText(),
      nationality: optionalText(),
      birthDate: optionalText(),
      loyaltyNumber: optionalText(),
      residentIdOrCode: optionalText(),
      discount: object({ idOrCode: text() }).nullable().optional().default(undefined),
      price,
      ticket: object({ letter: text(), number: text() }).nullable().optional(),
      /** CANCELLED once the passenger's ticket (or option) is cancelled. */
      action: optionalText(),
    }),
  ),
  vehicles: list(
    object({
      accommodation: code(),
      length: number().strict().defined(),
      plateNumber: optionalText(),
      price,
      ticket: object({ letter: text(), number: text() }).nullable().optional(),
    }),
  ),
  pets: list(object({ type: text(), passengerIndex: whole(), price })),
});

const booking = object({
  crsReservationId: whole(),
  ticketed: flag(),
  creationDateTime: text(),
  leader: object({
    firstName: text(),
    lastName: text(),
    email: text(),
    mobile: text(),
    country: optionalText(),
  })
    .nullable()
    .optional(),
  trips: list(pricedTrip),
});

export const LIKNOSS_ANSWERS = {
  error: object({ code: text(), message: text(), severeError: boolean().strict().optional() }),
  locations: list(location),
  countries: list(object({ idOrCode: text(), name: text() })),
  routes: list(object({ origin: code(), destinations: list(code()) })),
  trips: tripsWithDictionary,
  tripsPerDay: list(object({ departureDate: text(), trips: list(object({ basicPrice: cents() })) })),
  pricing: object({ bookingIdentifier: text(), fareIdOrCode: text(), trips: list(pricedTrip) }),
  optionalBooking: object({ crsReservationId: whole(), optionDateTime: text() }),
  booking,
  bookings: list(booking),
  cancellation: object({
    crsReservationId: whole(),
    refundValue: cents(),
    cancelledWhileAskingForFees: flag(),
  }),
  residentValidation: object({
    company: text(),
    passengerData: list(
      object({ residentIdOrCode: text(), valid: flag(), eligible: flag(), discount: whole() }),
    ),
  }),
  loyaltyValidation: object({ valid: flag(), programme: text(), discount: whole() }),
  companies: list(
    object({
      abbreviation: text(),
      description: text(),
      country: text(),
      website: text(),
      phone: text(),
      vessels: list(object({ idOrCode: text(), name: text(), type: text(), capacity: whole() })),
    }),
  ),
};

export type LiknossLocation = InferType<typeof location>;
export type LiknossTrip = InferType<typeof availableTrip>;
export type LiknossPricedTrip = InferType<typeof pricedTrip>;
export type LiknossBooking = InferType<typeof booking>;
export type LiknossSailing = Pick<LiknossTrip, keyof typeof sailing>;
