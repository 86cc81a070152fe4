import { number, object, string } from 'yup';
import { ASSISTANCE_NEEDS } from '../booking/assistance.ts';
import { ACCOMMODATION_REQUEST_TYPES, PASSENGER_TYPES, SEXES } from '../booking/passenger.ts';
import { cents, coverage, list, optionalText, text, whole } from './wire-fields.ts';

/**
 * The wire contract of a booking a company holds (`ferry-answers.ts`, `change-answers.ts`): its legs as priced
 * and asked for, its leader and its tickets, as the booking/ API answers them and another Kyma reads them.
 */
const priceGroup = object({
  items: list(
    object({
      index: whole(),
      code: text(),
      description: text(),
      fare: cents(),
      discount: whole(),
      total: cents(),
    }),
  ),
  total: cents(),
}).defined();
export const legPricing = object({
  tripId: text(),
  departureDatetime: text(),
  fareOption: text(),
  cancellation: coverage(),
  passengerPrices: priceGroup,
  vehiclePrices: priceGroup,
  trailerPrices: priceGroup,
  servicePrices: priceGroup,
  petPrices: priceGroup,
  tripTotal: cents(),
});

const passengerRequest = object({
  passengerType: text().oneOf(PASSENGER_TYPES),
  accommodationType: text(),
  accommodationRequestType: text().oneOf(ACCOMMODATION_REQUEST_TYPES),
  discountIdOrCode: optionalText(),
  loyaltyCard: optionalText(),
  manNumber: optionalText(),
  proofNumber: optionalText(),
  sex: string().strict().oneOf(SEXES).nullable().optional(),
  name: optionalText(),
  surname: optionalText(),
  documentId: optionalText(),
  nationality: optionalText(),
  birthDate: optionalText(),
  /** The help the passenger asked for, forwarded to the company (decision 0086); absent when none. */
  assistance: object({ needs: list(text().oneOf(ASSISTANCE_NEEDS)), note: text() })
    .default(undefined)
    .optional(),
});
const legRequest = object({
  tripId: text(),
  fareOption: optionalText(),
  passengers: list(passengerRequest),
  vehicles: list(
    object({
      accommodationType: text(),
      length: number().strict().defined(),
      loyaltyCard: optionalText(),
      plateNumber: optionalText(),
      trailer: object({ accommodationType: text(), length: number().strict().defined() })
        .nullable()
        .optional()
        .default(undefined),
    }),
  ),
  pets: list(object({ code: text(), passengerIndex: whole(), identityNumber: optionalText() })),
});
const leader = object({
  firstName: text(),
  lastName: text(),
  email: text(),
  mobile: text(),
  phonePrefix: optionalText(),
  country: optionalText(),
  address: optionalText(),
  zipcode: optionalText(),
  city: optionalText(),
  sex: string().strict().oneOf(SEXES).nullable().optional(),
});
export const bookedLeg = object({
  tripId: text(),
  companyCode: text(),
  vesselCode: text(),
  from: text(),
  to: text(),
  departureDatetime: text(),
  arrivalDatetime: text(),
  pricing: legPricing.defined(),
  request: legRequest.defined(),
  cancelledAt: text().optional(),
}).defined();
export const ticket = object({
  ticketNumber: text(),
  legIndex: whole(),
  passengerIndex: whole(),
  passengerType: text().oneOf(PASSENGER_TYPES),
  accommodationType: text(),
  price: cents(),
});
export const booking = object({
  orderCode: text(),
  agentName: text(),
  status: text().oneOf(['held', 'inserted', 'confirmed', 'failed', 'expired', 'cancelled']),
  createdAt: text(),
  expiresAt: text(),
  total: cents(),
  legs: list(bookedLeg),
  leader: leader.nullable().defined().default(undefined),
  tickets: list(ticket),
}).defined();
