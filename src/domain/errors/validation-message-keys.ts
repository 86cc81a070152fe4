/**
 * Message keys that yup schemas put on failing fields. Never English text: the web layer localizes keys.
 * Spec §5 wording is kept where the spec gives it (e.g. chooseDeparturePort = "Choose departure port").
 */
export const VALIDATION_MESSAGE_KEYS = [
  'fieldRequired',
  'chooseDeparturePort',
  'chooseDestinationPort',
  'sameDepartureAndDestination',
  'unknownPort',
  'chooseDepartureDate',
  'chooseReturnDate',
  'invalidDate',
  'dateInPast',
  'returnDateBeforeDeparture',
  'atLeastOnePassenger',
  'tooManyVehicles',
  'tooManyPassengers',
  'tooManyLegs',
  'tooManyPets',
  'invalidPassengerType',
  'passengerTypeContradictsBirthDate',
  'proofNumberRequired',
  'chooseGender',
  'invalidBirthDate',
  'birthDateInFuture',
  'documentIdLettersAndDigits',
  'invalidAccommodationRequestType',
  'invalidLength',
  'invalidFuelType',
  'chooseResponsiblePassenger',
  'invalidPhoneNumber',
  'invalidEmail',
  'invalidTicketDeliveryMethod',
  'courierOnlyInGreece',
  'invalidZipCode',
  'invalidPaymentMethod',
  'acceptTerms',
  'enterCouponCode',
  'acceptTermsAndPrivacy',
  'textTooLong',
  'passwordTooShort',
  'passwordsDoNotMatch',
  'invalidReservationNumber',
] as const;

export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];

/** Schemas write `messages.fieldRequired`, so a misspelt key fails to compile instead of to translate. */
export const messages = Object.fromEntries(VALIDATION_MESSAGE_KEYS.map((key) => [key, key])) as {
  readonly [K in ValidationMessageKey]: K;
};
