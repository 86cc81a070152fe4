import { object, string } from 'yup';
import { messages as m } from '../errors/validation-message-keys.ts';

/**
 * The body of a company lookup (`POST /checkout/tax-registry`): the number as the traveller typed it. Whether
 * it is a valid ΑΦΜ is the lookup's own first question, answered as `invalidVatNumber`.
 */
export const companyLookupSchema = object({
  vatNumber: string().trim().required(m.fieldRequired).max(30, m.invalidLength),
});
