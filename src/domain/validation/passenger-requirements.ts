import type { BookingValidation } from '../trips/trip.ts';

/** Which of a passenger's details must be given: a sailing's booking needs without its party cap. */
export type PassengerRequirements = Pick<
  BookingValidation,
  'documentRequired' | 'nationalityRequired' | 'birthDateRequired'
>;

/**
 * What the passenger form demands of every passenger on every sailing, in the browser, at
 * `POST /booking/orders` and through MCP (`validateLeg`). The form is checked without its sailing (the
 * last step holds only the cart), so it asks what the most demanding company asks: a document, the
 * nationality and the birth date, which also decides infant, child and senior fares (decision 0050).
 */
export const PASSENGER_FORM_REQUIREMENTS: PassengerRequirements = {
  documentRequired: true,
  nationalityRequired: true,
  birthDateRequired: true,
};

/**
 * A sailing's booking needs as every ferry system adapter states them (decision 0109): the passenger
 * form's own requirements, whatever the company's system says it checks, so a client that gives what the
 * flags ask is never refused by the form; the largest party is the company's.
 */
export function bookingValidationOf(maxPassengers: number): BookingValidation {
  return { ...PASSENGER_FORM_REQUIREMENTS, maxPassengers };
}
