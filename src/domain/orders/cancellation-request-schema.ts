import { number, object } from 'yup';
import { messages as m } from '../errors/validation-message-keys.ts';

/**
 * A cancellation as every door asks for it (the API, the order page, a disruption's full refund): at the
 * refund the traveller was shown, in cents, so a quote that changed meanwhile is refused, not applied.
 */
export const cancellationRequestSchema = object({
  acceptedRefund: number()
    .typeError(m.invalidNumber)
    .integer(m.invalidNumber)
    .min(0, m.invalidNumber)
    .required(m.fieldRequired),
});

/** A sailing of an order, by its index in the order's legs (an order has at most ten). */
export const legIndexSchema = () =>
  number()
    .typeError(m.invalidNumber)
    .integer(m.invalidNumber)
    .min(0, m.invalidNumber)
    .max(9, m.invalidNumber);
