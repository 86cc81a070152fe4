import type { Authenticate } from '#application/auth/authenticate.ts';
import type { CheckoutServices } from '#application/checkout/checkout-services.ts';
import type { RunIdempotently } from '#application/ferry/run-idempotently.ts';
import { wordChargeLines } from '#application/orders/charge-line-words.ts';
import type { GetResellerDetails } from '#application/reseller/get-reseller-details.ts';
import type { Order } from '#domain/orders/order.ts';
import type { OrderLedger } from '#domain/orders/order-ledger.ts';
import { orderAnswer } from '#domain/wire-contract/order-answers.ts';
import { endpointOf, type ResponseSpec } from '../endpoint/endpoint.ts';
import { apiMessage } from './api-messages.ts';

export interface OrderApiServices {
  checkout: CheckoutServices;
  runIdempotently: RunIdempotently;
  authenticate: Authenticate;
  resellers: GetResellerDetails;
}

/** Declares an order endpoint. */
export const orderEndpoint = endpointOf<OrderApiServices>();

/**
 * An order as the API answers it, its lines worded in the order's own language like its e-mails, with its
 * ledger when the caller proved a right to the whole order (a masked look-up has none).
 */
export function answerOf(order: Order, documents: boolean, ledger: OrderLedger | null = null) {
  return orderAnswer(order, {
    documents,
    ledger,
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

export const orderNotFound = { code: 'reservationNotFound' } as const;

export const error = (description: string): ResponseSpec => ({ description, error: true });

/** The refusals of every call on one order. */
export const PROOF_REFUSALS: Record<number, ResponseSpec> = {
  401: error('Neither the order’s secret (`Authorization: Order <secret>`) nor a valid bearer token'),
  404: error('Unknown reference, another order’s secret, or another reseller’s token'),
};

/** The reference the examples use; the example test replaces it with an order it has just placed. */
export const EXAMPLE_REFERENCE = 'KY00-EXAM-PE00-0001';
