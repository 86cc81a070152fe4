import { boolean, object, string } from 'yup';
import { messages as m } from '../errors/validation-message-keys.ts';
import { isValidMobileNumber } from './phone-number.ts';

const requiredForInvoice = () =>
  string()
    .default('')
    .when('needInvoice', ([needInvoice], schema) =>
      needInvoice ? schema.trim().required(m.fieldRequired) : schema,
    );

/** The invoice section (spec §3): asked for, and required, only when the traveller needs an invoice. */
export const invoiceSchema = object({
  needInvoice: boolean().default(false),
  companyName: requiredForInvoice(),
  activity: requiredForInvoice(),
  tax: requiredForInvoice(),
  address: requiredForInvoice(),
  registry: requiredForInvoice(),
  mobile: string()
    .default('')
    .test(
      'mobile',
      m.invalidPhoneNumber,
      (value, context) => !context.parent.needInvoice || isValidMobileNumber(value, '+30'),
    ),
});
