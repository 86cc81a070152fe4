import express, { type Request, type Response } from 'express';
import { number, object, string, ValidationError } from 'yup';
import type { Authenticate } from '#application/auth/authenticate.ts';
import type { CheckoutServices } from '#application/checkout/checkout-services.ts';
import type { RunIdempotently } from '#application/ferry/run-idempotently.ts';
import { wordChargeLines } from '#application/orders/charge-line-words.ts';
import type { OrderAccess } from '#application/orders/get-order.ts';
import type { GetResellerDetails } from '#application/reseller/get-reseller-details.ts';
import type { LegBooking } from '#domain/booking/leg-booking.ts';
import type { PaymentForm } from '#domain/booking/payment-form.ts';
import { orderAnswer } from '#domain/booking-api/order-answers.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { Order, OrderInvoice, OrderLeader } from '#domain/orders/order.ts';
import { checkoutRequestSchema } from '#domain/validation/cart-schema.ts';
import { jsonBody } from '../../server/json-body.ts';
import { apiMessage } from './api-messages.ts';
import { errorBody, send, validationResponse } from './api-responses.ts';
import { sendIdempotent } from './idempotent-answer.ts';
import { cancellationFailure, checkoutFailure, fieldFailure } from './order-failures.ts';
import { ORDER_CHALLENGES, orderProofOf } from './order-proof.ts';
import { langOf, validate } from './read-request.ts';

export interface OrderApiServices {
  checkout: CheckoutServices;
  runIdempotently: RunIdempotently;
  authenticate: Authenticate;
  resellers: GetResellerDetails;
}

type Answer = { status: number; body: unknown };

const paymentSchema = object({ provider: string().max(32, 'tooLong').optional() });
const cancelSchema = object({
  acceptedRefund: number()
    .typeError('invalidNumber')
    .integer('invalidNumber')
    .min(0, 'invalidNumber')
    .required('fieldRequired'),
});

const notFound = (lang: LocaleCode): Answer => ({
  status: 404,
  body: errorBody('reservationNotFound', 'reservationNotFound', lang),
});

/**
 * Order calls for API clients (decision 0020), over the same use cases as the checkout pages: place an order
 * from a cart, read it, pay it (card redirect or a reseller's credit), fetch its voucher, quote and request
 * its cancellation, and find a booking by reference and e-mail. Every call on one order needs that order's
 * secret (`Authorization: Order <secret>`, answered once when the order is placed) or the bearer token of
 * staff, of the reseller it was placed for, or of the traveller whose address it was made with (decision 0065).
 */
/** An order as the API answers it, its lines worded in the order's own language like its e-mails. */
function answerOf(order: Order, documents: boolean) {
  return orderAnswer(order, {
    documents,
    describeLines: (lines) =>
      wordChargeLines(
        lines,
        (id, values) => apiMessage(id, order.locale, values),
        (legIndex, index) => {
          const passenger = order.legs[legIndex]?.booking.passengers[index];
          return passenger ? `${passenger.name} ${passenger.surname}` : '';
        },
      ).map(({ label, detail }) => ({ description: label, detail })),
  });
}

export function createOrderRouter(services: OrderApiServices): express.Router {
  const router = express.Router();
  const { checkout } = services;
  router.use(['/orders', '/find-booking'], jsonBody({ maxBytes: 256 * 1024 }));

  const handle =
    (work: (req: Request, lang: LocaleCode, res: Response) => Promise<Answer | null>) =>
    async (req: Request, res: Response) => {
      const lang = langOf(req);
      try {
        const answer = await work(req, lang, res);
        if (answer) send(res, answer);
      } catch (error) {
        if (error instanceof ValidationError) return send(res, validationResponse(error, lang));
        throw error;
      }
    };

  const unauthenticated = (res: Response, lang: LocaleCode): Answer => {
    res.set('WWW-Authenticate', ORDER_CHALLENGES);
    return { status: 401, body: errorBody('unauthenticated', 'orderProofRequired', lang) };
  };

  /** The caller's proof for the order in the path, or null once the 401 is set up. */
  const accessTo = async (req: Request): Promise<OrderAccess | null> => {
    const proof = await orderProofOf(req, services.authenticate);
    return proof && { reference: String(req.params.reference), ...proof };
  };

  /** The signed-in user an order is placed for: null when anonymous, undefined for a proof that fails. */
  const bookingUser = async (req: Request): Promise<number | null | undefined> => {
    if (!req.get('Authorization')) return null;
    const proof = await orderProofOf(req, services.authenticate);
    return proof && 'principal' in proof ? proof.principal.id : undefined;
  };

  const placeOrder = async (req: Request, lang: LocaleCode, principalId: number | null): Promise<Answer> => {
    // The leader, payment and invoice sections are checked field by field by PlaceOrder.
    const input = validate(checkoutRequestSchema, req.body, { keepUnknown: true });
    const reseller = principalId === null ? null : await services.resellers.execute({ userId: principalId });
    const placed = await checkout.placeOrder.execute({
      locale: input.locale,
      // The cart schema checked every leg field by field: it is the wizard's LegBooking.
      legs: input.legs as LegBooking[],
      leader: input.leader as OrderLeader,
      payment: input.payment as PaymentForm,
      invoice: (input.invoice as OrderInvoice | null) ?? null,
      couponCode: input.couponCode,
      expectedFinalPrice: input.expectedFinalPrice,
      userId: principalId,
      resellerUserId: reseller?.ok && reseller.value.active ? reseller.value.userId : null,
      clientIp: req.ip ?? '',
    });
    if (!placed.ok) return checkoutFailure(placed.error, lang);
    const { order, token } = placed.value;
    return {
      status: 201,
      body: { reference: order.reference, secret: token, order: answerOf(order, true) },
    };
  };

  router.post(
    '/orders',
    handle(async (req, lang, res) => {
      const principalId = await bookingUser(req);
      if (principalId === undefined) return unauthenticated(res, lang);
      if (!req.get('Idempotency-Key')) return placeOrder(req, lang, principalId);
      // A retried "place the order" must not hold the places twice (decision 0048).
      await sendIdempotent(services.runIdempotently, req, res, lang, () =>
        placeOrder(req, lang, principalId),
      );
      return null;
    }),
  );

  router.get(
    '/orders/:reference',
    handle(async (req, lang, res) => {
      const access = await accessTo(req);
      if (!access) return unauthenticated(res, lang);
      const found = await checkout.getOrder.execute(access);
      if (!found.ok) return notFound(lang);
      return { status: 200, body: { order: answerOf(found.value.order, true) } };
    }),
  );

  router.post(
    '/orders/:reference/payment',
    handle(async (req, lang, res) => {
      const access = await accessTo(req);
      if (!access) return unauthenticated(res, lang);
      const body = validate(paymentSchema, req.body);
      const found = await checkout.getOrder.execute(access);
      if (!found.ok) return notFound(lang);
      const started = await checkout.startPayment.execute({
        order: found.value.order,
        provider: body.provider,
      });
      return started.ok
        ? { status: 200, body: { redirect: started.value } }
        : checkoutFailure(started.error, lang);
    }),
  );

  router.post(
    '/orders/:reference/credit-payment',
    handle(async (req, lang, res) => {
      const access = await accessTo(req);
      if (!access) return unauthenticated(res, lang);
      const found = await checkout.getOrder.execute(access);
      if (!found.ok) return notFound(lang);
      const { order } = found.value;
      // The credit is the reseller's own: neither the order's secret nor a staff token may spend it.
      if (!('principal' in access) || order.resellerId !== access.principal.id)
        return { status: 403, body: errorBody('forbidden', 'resellerOnly', lang) };
      const paid = await checkout.payWithCredit.execute({ order });
      return paid.ok
        ? { status: 200, body: { order: answerOf(paid.value, true) } }
        : checkoutFailure(paid.error, lang);
    }),
  );

  router.get(
    '/orders/:reference/voucher',
    handle(async (req, lang, res) => {
      const access = await accessTo(req);
      if (!access) return unauthenticated(res, lang);
      const voucher = await checkout.getOrderVoucher.execute(access);
      if (!voucher.ok) return notFound(lang);
      res
        .type('application/pdf')
        .set('Content-Disposition', `attachment; filename="kyma-${voucher.value.reference}.pdf"`)
        .set('Cache-Control', 'private, no-store')
        .send(Buffer.from(voucher.value.pdf));
      return null;
    }),
  );

  router.get(
    '/orders/:reference/cancellation',
    handle(async (req, lang, res) => {
      const access = await accessTo(req);
      if (!access) return unauthenticated(res, lang);
      const quoted = await checkout.quoteCancellation.execute(access);
      return quoted.ok
        ? { status: 200, body: { quote: quoted.value.quote } }
        : cancellationFailure(quoted.error, lang);
    }),
  );

  router.post(
    '/orders/:reference/cancellation',
    handle(async (req, lang, res) => {
      const access = await accessTo(req);
      if (!access) return unauthenticated(res, lang);
      const body = validate(cancelSchema, req.body);
      const cancelled = await checkout.cancelOrder.execute({
        ...access,
        acceptedRefund: body.acceptedRefund,
      });
      if (!cancelled.ok) return cancellationFailure(cancelled.error.code, lang, cancelled.error);
      return { status: 202, body: { order: answerOf(cancelled.value, true) } };
    }),
  );

  router.post(
    '/find-booking',
    handle(async (req, lang) => {
      const found = await checkout.findBooking.execute({ form: req.body ?? {}, ip: req.ip ?? '' });
      if (found.ok) return { status: 200, body: { order: answerOf(found.value, false) } };
      if (found.error.code === 'invalidForm') return fieldFailure('invalidForm', found.error.fields, lang);
      if (found.error.code === 'tooManyRequests')
        return { status: 429, body: errorBody('tooManyRequests', 'tooManyRequests', lang) };
      return notFound(lang);
    }),
  );

  return router;
}
