import { redirect } from 'react-router';
import { localePrefix } from '../../../domain/i18n/locales.ts';
import { requestContext } from '../request-context.ts';
import type { Route } from './+types/payment-return.ts';

/** A provider answers with a handful of short fields; anything beyond is not theirs. */
const MAX_FIELDS = 30;
const MAX_VALUE_LENGTH = 2000;

function fieldsOf(entries: Iterable<[string, FormDataEntryValue]>): Record<string, string> {
  const fields: Record<string, string> = Object.create(null);
  let count = 0;
  for (const [key, value] of entries) {
    if (++count > MAX_FIELDS) break;
    if (typeof value === 'string' && value.length <= MAX_VALUE_LENGTH) fields[key] = value;
  }
  return fields;
}

/**
 * Where a payment provider sends the traveller back (GET with a query, or a form POST as Cardlink does). The
 * answer is verified with the provider before anything changes; then the traveller sees their booking.
 */
async function paymentReturn(args: Route.LoaderArgs | Route.ActionArgs, fields: Record<string, string>) {
  const { services } = args.context.get(requestContext);
  const completed = await services.checkout.completePayment.execute({
    provider: args.params.provider,
    params: fields,
  });
  if (!completed.ok) return redirect('/error?status=400', 303);
  const { order } = completed.value;
  return redirect(`${localePrefix(order.locale)}/success?ref=${encodeURIComponent(order.reference)}`, 303);
}

export function loader(args: Route.LoaderArgs) {
  return paymentReturn(args, fieldsOf(new URL(args.request.url).searchParams));
}

export async function action(args: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await args.request.formData();
  } catch {
    return redirect('/error?status=400', 303);
  }
  return paymentReturn(args, fieldsOf(form));
}
