import { boolean, object, string } from 'yup';
import { messages as m } from '../errors/validation-message-keys.ts';
import { isValidMobileNumber } from './phone-number.ts';

/**
 * The invoice's fields, each text made by `text` (which says when it must be filled). The mobile is
 * checked unless the form says no invoice is needed (`needInvoice: false`).
 */
const invoiceFields = <S>(text: () => S) => ({
  companyName: text(),
  activity: text(),
  tax: text(),
  address: text(),
  registry: text(),
  mobile: string()
    .default('')
    .test(
      'mobile',
      m.invalidPhoneNumber,
      (value, context) => context.parent.needInvoice === false || isValidMobileNumber(value, '+30'),
    ),
});

const filled = () => string().default('').trim().required(m.fieldRequired);

/** The invoice section (spec §3): asked for, and required, only when the traveller needs an invoice. */
export const invoiceSchema = object({
  needInvoice: boolean().default(false),
  ...invoiceFields(() =>
    string()
      .default('')
      .when('needInvoice', ([needInvoice], schema) =>
        needInvoice ? schema.trim().required(m.fieldRequired) : schema,
      ),
  ),
});

/** The invoice of an order, sent only when one is needed: every field required. */
export const orderInvoiceSchema = object(invoiceFields(filled));
