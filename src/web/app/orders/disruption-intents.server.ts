import { data, type RouterContextProvider, redirect } from 'react-router';
import { object, string } from 'yup';
import type { FieldError, Refusal } from '#domain/errors/refusal.ts';
import { cancellationRequestSchema, legIndexSchema } from '#domain/orders/cancellation-request-schema.ts';
import { orderDetailsPath } from '#domain/orders/order-details-path.ts';
import { normalizeReference } from '#domain/orders/order-reference.ts';
import { careExpensesOf, careExpensesSchema } from '#domain/validation/care-expenses-schema.ts';
import { refusalStatus } from '../../refusal-http.ts';
import { type IntentRequest, intentOf } from '../forms/page-action.server.ts';
import { requestContext } from '../request-context.ts';
import { orderAccessFrom } from './order-access.server.ts';
import { PRIVATE } from './order-page-data.ts';

/**
 * A disrupted sailing of the order: the choice cards post the booking's reference, the rights panel's forms
 * post to the page's address, whose `?ref=` names it.
 */
const disruptedLegSchema = object({
  reference: string().max(40).default(''),
  leg: legIndexSchema().required(),
});

/** A claim names the disruption it is for, so a claim for an event that changed is refused, not misfiled. */
const claimSchema = disruptedLegSchema.concat(object({ disruptionKey: string().max(200).default('') }));

/** Whoever may open the order, for the booking the form or the page's address names. */
function accessOf(form: { reference: string }, request: Request, context: Readonly<RouterContextProvider>) {
  const typed = form.reference || (new URL(request.url).searchParams.get('ref') ?? '');
  return orderAccessFrom(request, context, normalizeReference(typed) ?? '');
}

/** Done: back on the order's disruption part; refused: the reason, with the refusal's status when `strict`. */
function disruptionAnswer(
  done: { ok: true } | { ok: false; error: Refusal },
  { request, context, locale, form }: IntentRequest<{ reference: string }>,
  strict: boolean,
) {
  const { reference } = accessOf(form, request, context);
  if (done.ok) return redirect(`${orderDetailsPath(locale, reference)}#disruption`, { headers: PRIVATE });
  const status = strict ? refusalStatus(done.error.code) : 200;
  return data({ notice: done.error.code, quote: null }, { status, headers: PRIVATE });
}

/** The care form's fields at fault (400, worded by the page beside that leg's form). */
function careFormRefused(fields: FieldError[], { form }: IntentRequest<Partial<Record<string, string>>>) {
  const legIndex = Number(form.leg);
  const careForm = { legIndex, fields: fields.map(({ path, key }) => ({ path, key })) };
  return data({ notice: null, quote: null, careForm }, { status: 400, headers: PRIVATE });
}

/**
 * The order page's answers to a disruption (issue #26 points 3 and 4): the full refund of a leg, the
 * compensation claim of a late one, and the care claim for what was spent waiting (decision 0089); each by
 * whoever may open the order. A care claim refused answers its refusal's status; the older two kept their 200.
 */
export const DISRUPTION_INTENTS = {
  disruptionRefund: intentOf({
    schema: disruptedLegSchema.concat(cancellationRequestSchema),
    async run(request) {
      const { form, context } = request;
      const { disruptions } = context.get(requestContext).services;
      const access = accessOf(form, request.request, context);
      const done = await disruptions.takeDisruptionRefund.execute({
        ...access,
        legIndex: form.leg,
        acceptedRefund: form.acceptedRefund,
        by: 'traveller',
      });
      return disruptionAnswer(done, request, false);
    },
  }),
  claim: intentOf({
    schema: claimSchema,
    async run(request) {
      const { form, context } = request;
      const { disruptions } = context.get(requestContext).services;
      const access = accessOf(form, request.request, context);
      const claim = { ...access, legIndex: form.leg, disruptionKey: form.disruptionKey };
      return disruptionAnswer(await disruptions.claimDisruptionCompensation.execute(claim), request, false);
    },
  }),
  careClaim: intentOf({
    schema: claimSchema.concat(careExpensesSchema),
    invalid: careFormRefused,
    async run(request) {
      const { form, context } = request;
      const { disruptions } = context.get(requestContext).services;
      const access = accessOf(form, request.request, context);
      const care = careExpensesOf(form);
      const claim = { ...access, legIndex: form.leg, disruptionKey: form.disruptionKey, care };
      return disruptionAnswer(await disruptions.claimDisruptionCompensation.execute(claim), request, true);
    },
  }),
};
