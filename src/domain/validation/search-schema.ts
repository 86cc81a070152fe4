import { array, number, object, string } from 'yup';
import { maxPets, maxVehicles } from '../booking/accommodation-limits.ts';
import { messages as m } from '../errors/validation-message-keys.ts';
import { MAX_PASSENGERS } from '../search/accommodations.ts';
import { isIsoDate, isReturnDateValid } from '../search/calendar-date.ts';
import { MAX_MULTIPLE_LEGS, MIN_MULTIPLE_LEGS, TRIP_TYPES } from '../search/search-query.ts';

const isoDate = () => string().test('iso-date', m.invalidDate, (value) => !value || isIsoDate(value));

const searchLegSchema = object({
  departurePort: string().required(m.chooseDeparturePort),
  destinationPort: string()
    .required(m.chooseDestinationPort)
    .test(
      'other-port',
      m.sameDepartureAndDestination,
      (value, context) => !value || value !== context.parent.departurePort,
    ),
  departureDate: isoDate().required(m.chooseDepartureDate),
});

/** Spec §5 search rules, shared by the search wizard and the results endpoint. */
export const searchSchema = object({
  typeOfTrip: string().oneOf(TRIP_TYPES, m.fieldRequired).required(m.fieldRequired),
  legs: array()
    .of(searchLegSchema)
    .required(m.fieldRequired)
    .when('typeOfTrip', ([typeOfTrip], schema) =>
      typeOfTrip === 'multipleTrips'
        ? schema.min(MIN_MULTIPLE_LEGS, m.fieldRequired).max(MAX_MULTIPLE_LEGS, m.tooManyLegs)
        : schema.length(1, m.fieldRequired),
    ),
  returnDate: string()
    .default('')
    .test('round-trip-return', (value, context) => {
      if (context.parent.typeOfTrip !== 'roundTrip') return true;
      if (value === '') return context.createError({ message: m.chooseReturnDate });
      if (!isIsoDate(value)) return context.createError({ message: m.invalidDate });
      const departureDate: string = context.parent.legs?.[0]?.departureDate ?? '';
      if (isIsoDate(departureDate) && !isReturnDateValid(departureDate, value)) {
        return context.createError({ message: m.returnDateBeforeDeparture });
      }
      return true;
    }),
  accommodations: object({
    passengers: number()
      .typeError(m.atLeastOnePassenger)
      .integer(m.atLeastOnePassenger)
      .min(1, m.atLeastOnePassenger)
      .max(MAX_PASSENGERS, m.tooManyPassengers)
      .required(m.atLeastOnePassenger),
    vehicles: number()
      .typeError(m.tooManyVehicles)
      .integer(m.tooManyVehicles)
      .min(0, m.tooManyVehicles)
      .required(m.fieldRequired)
      .test(
        'vehicles-cap',
        m.tooManyVehicles,
        (value, context) => value <= maxVehicles(context.parent.passengers),
      ),
    pets: number()
      .typeError(m.tooManyPets)
      .integer(m.tooManyPets)
      .min(0, m.tooManyPets)
      .required(m.fieldRequired)
      .test('pets-cap', m.tooManyPets, (value, context) => value <= maxPets(context.parent.passengers)),
  }).required(m.fieldRequired),
});
