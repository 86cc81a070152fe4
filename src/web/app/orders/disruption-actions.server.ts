import { data, type RouterContextProvider, redirect } from 'react-router';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { orderDetailsPath } from '#domain/orders/order-details-path.ts';
import { normalizeReference } from '#domain/orders/order-reference.ts';
import type { CareExpenses } from '#domain/passenger-rights/care-claim.ts';
import { careExpensesOf, careExpensesSchema } from '#domain/validation/care-expenses-schema.ts';
import { validateWith } from '#domain/validation/validate.ts';
import { refusalStatus } from '../../refusal-http.ts';
import { requestContext } from '../request-context.ts';
import { orderAccessFrom } from './order-access.server.ts';

/** The order page's form fields these intents read. */
interface DisruptionForm {
  intent?: string;
  reference?: string;
  leg?: string;
  legIndex?: string;
  acceptedRefund?: string;
  disruptionKey?: string;
  meals?: string;
  nights?: string;
  perNight?: string;
}

export const DISRUPTION_INTENTS = ['disruptionRefund', 'claim', 'careClaim'];

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** The care form's expenses, or its fields at fault (400, worded by the page) for that leg's form. */
function careExpenses(form: DisruptionForm, legIndex: number) {
  const { meals, nights, perNight } = form;
  const valid = validateWith(careExpensesSchema, { meals, nights, perNight }, 'invalidForm');
  if (valid.ok) return { ok: true as const, care: careExpensesOf(valid.value) };
  const fields = (valid.error.fields ?? []).map(({ path, key }) => ({ path, key }));
  return {
    ok: false as const,
    answer: data(
      { notice: null, quote: null, careForm: { legIndex, fields } },
      { status: 400, headers: PRIVATE },
    ),
  };
}

/**
 * The order page's answers to a disruption (issue #26 points 3 and 4): the full refund of a leg, the
 * compensation claim of a late one, and the care claim for what was spent waiting (decision 0089); each by
 * whoever may open the order, back on its disruption part. The claim forms of the rights panel post to the
 * page's address, whose `?ref=` names the booking.
 */
export async function disruptionAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: DisruptionForm,
  locale: LocaleCode,
) {
  const { services } = context.get(requestContext);
  const typed = form.reference ?? new URL(request.url).searchParams.get('ref') ?? '';
  const reference = normalizeReference(typed) ?? '';
  const access = orderAccessFrom(request, context, reference);
  const legIndex = Number(form.leg ?? form.legIndex);
  if (!Number.isInteger(legIndex) || legIndex < 0 || legIndex > 9) throw data(null, { status: 400 });
  let care: CareExpenses | undefined;
  if (form.intent === 'careClaim') {
    const read = careExpenses(form, legIndex);
    if (!read.ok) return read.answer;
    care = read.care;
  }
  const done =
    form.intent === 'claim' || care
      ? await services.disruptions.claimDisruptionCompensation.execute({
          ...access,
          legIndex,
          disruptionKey: (form.disruptionKey ?? '').slice(0, 200),
          care,
        })
      : await services.disruptions.takeDisruptionRefund.execute({
          ...access,
          legIndex,
          acceptedRefund: Number(form.acceptedRefund),
          by: 'traveller',
        });
  if (done.ok) return redirect(`${orderDetailsPath(locale, reference)}#disruption`, { headers: PRIVATE });
  // A care claim refused answers its status (a 4xx); the older intents kept their 200.
  const status = care ? refusalStatus(done.error.code) : 200;
  return data({ notice: done.error.code, quote: null }, { status, headers: PRIVATE });
}
