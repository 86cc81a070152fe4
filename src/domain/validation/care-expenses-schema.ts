import { number, object, string } from 'yup';
import { messages as m } from '../errors/validation-message-keys.ts';
import type { Cents } from '../money/cents.ts';
import type { CareExpenses } from '../passenger-rights/care-claim.ts';

/** Euros as a person types them: whole, or with one or two decimals after a point or a comma. */
const EUROS = /^\d{1,5}(?:[.,]\d{1,2})?$/;

const euros = () =>
  string()
    .trim()
    .default('0')
    .transform((value: string) => (value === '' ? '0' : value))
    .matches(EUROS, m.invalidNumber);

/** The care claim form of the order page (decision 0089): what was spent on meals, and on a stay. */
export const careExpensesSchema = object({
  meals: euros(),
  nights: number()
    .transform((value: number, original: unknown) => (original === '' ? 0 : value))
    .typeError(m.invalidNumber)
    .integer(m.invalidNumber)
    .min(0, m.invalidNumber)
    .max(30, m.invalidNumber)
    .default(0),
  perNight: euros(),
});

/** Typed euros in whole cents, by their digits: no float ever holds the money. */
function centsOf(typed: string): Cents {
  const [whole = '0', fraction = ''] = typed.split(/[.,]/);
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The checked form as the expenses the domain caps. */
export function careExpensesOf(form: { meals: string; nights: number; perNight: string }): CareExpenses {
  return { meals: centsOf(form.meals), nights: form.nights, perNight: centsOf(form.perNight) };
}
