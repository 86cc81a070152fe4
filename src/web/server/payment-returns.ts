import express, { type Response } from 'express';
import type { AppServices } from '#application/app-services.ts';
import { localePrefix } from '#domain/i18n/locales.ts';
import { orderDetailsPath } from '#domain/orders/order-details-path.ts';
import { readBody } from '../../http/body-parsing.ts';

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** A provider answers with a handful of short fields; anything beyond is not theirs. */
const MAX_FIELDS = 40;
const MAX_VALUE_LENGTH = 2000;

function fieldsOf(source: unknown): Record<string, string> {
  const fields: Record<string, string> = Object.create(null);
  if (typeof source !== 'object' || source === null) return fields;
  for (const [key, value] of Object.entries(source).slice(0, MAX_FIELDS)) {
    if (typeof value === 'string' && value.length <= MAX_VALUE_LENGTH) fields[key] = value;
  }
  return fields;
}

/**
 * The verified return's proof: a browser without the order's cookie (a payment link opened elsewhere) sees
 * the order masked, with the e-mailed sign-in link offered (decision 0113).
 */
const paidParam = (proof: string | null) => (proof ? `&paid=${encodeURIComponent(proof)}` : '');

/**
 * `/payment-return/<provider>`: where a payment provider sends the traveller back, by a link (GET) or by
 * posting a form from its own site (Cardlink). It is an Express route rather than a React Router action
 * because that post is cross-site by design: its proof is the provider's signature, checked with the
 * provider before anything changes (decision 0013). Then the traveller sees their booking, on the host they
 * checked out on, or masked wherever else the payment link was opened (decision 0113).
 */
export function paymentReturns(services: AppServices): express.Router {
  const router = express.Router();
  const complete = async (provider: string, fields: Record<string, string>, res: Response) => {
    const completed = await services.checkout.returnFromPayment.execute({ provider, params: fields });
    if (!completed.ok) return res.redirect(303, '/error?status=400');
    const { order, change, proof } = completed.value;
    // Back to the host the order's cookie lives on (decision 0056); absent, this very host.
    const origin = order.paymentReturnOrigin ?? '';
    // A change's payment goes back to the booking it changes (decision 0068), its progress shown there.
    const page = change
      ? `${orderDetailsPath(order.locale, order.reference)}&changed=1`
      : `${localePrefix(order.locale)}/success?ref=${encodeURIComponent(order.reference)}${paidParam(proof)}`;
    res.redirect(303, `${origin}${page}`);
  };
  router.get('/:provider', (req, res) => complete(req.params.provider, fieldsOf(req.query), res));
  router.post(
    '/:provider',
    readBody({ format: 'form', maxBytes: 16 * 1024, maxFields: MAX_FIELDS, types: [FORM_TYPE] }),
    (req, res) => complete(req.params.provider, fieldsOf(req.body), res),
  );
  return router;
}
