import { number, object, string } from 'yup';
import { messages as m } from '../errors/validation-message-keys.ts';

/**
 * The pet form (spec §3): type, responsible passenger and chip number. Pass context `passengerCount` so a
 * pet cannot be given to a passenger who is not on the leg.
 */
export const petSchema = object({
  code: string().required(m.fieldRequired),
  passengerIndex: number()
    .typeError(m.chooseResponsiblePassenger)
    .integer(m.chooseResponsiblePassenger)
    .min(0, m.chooseResponsiblePassenger)
    .required(m.chooseResponsiblePassenger)
    .test('existing-passenger', m.chooseResponsiblePassenger, (value, context) => {
      const count: unknown = context.options.context?.passengerCount;
      return typeof count !== 'number' || value < count;
    }),
  identityNumber: string().trim().required(m.fieldRequired),
});
