import type { Authenticate } from '#application/auth/authenticate.ts';
import type { CheckoutServices } from '#application/checkout/checkout-services.ts';
import type { RunIdempotently } from '#application/ferry/run-idempotently.ts';
import { wordChargeLines } from '#application/orders/charge-line-words.ts';
import type { OrderAccess, OrderView } from '#application/orders/get-order.ts';
import type { GetResellerDetails } from '#application/reseller/get-reseller-details.ts';
import type { FiscalDocument } from '#domain/fiscal/fiscal-document.ts';
import type { Order } from '#domain/orders/order.ts';
import type { OrderLedger } from '#domain/orders/order-ledger.ts';
import { type OrderDocumentAnswer, orderDocumentAnswer } from '#domain/wire-contract/document-answers.ts';
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
 * ledger and its fiscal documents when the caller proved a right to the whole order (a masked look-up has
 * neither).
 */
export function answerOf(
  order: Order,
  documents: boolean,
  ledger: OrderLedger | null = null,
  fiscalDocuments: OrderDocumentAnswer[] | null = null,
) {
  return orderAnswer(order, {
    documents,
    ledger,
    fiscalDocuments,
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

/**
 * The order as GET /orders/{reference} and MCP's get_booking answer it to whoever proved a right to it: with
 * its ledger and its documents, each document's download under `origin` (MCP's links are absolute).
 */
export async function wholeOrderAnswer(checkout: CheckoutServices, view: OrderView, origin = '') {
  const { order, ledger } = view;
  const documents = await checkout.listOrderDocuments.execute(order.id);
  return answerOf(order, true, ledger, documentsOf(order.reference, documents, origin));
}

/**
 * The order a call has just changed (paid, cancelled), as GET answers it: its ledger and documents as they
 * stand now, so every answer about an order tells the same money (decision 0112).
 */
export async function answerAfterChange(checkout: CheckoutServices, caller: OrderAccess, order: Order) {
  const view = await checkout.getOrder.execute(caller);
  return view.ok ? wholeOrderAnswer(checkout, view.value) : answerOf(order, true);
}

/** Where the booking API is served (its OpenAPI document's server). */
export const BOOKING_API_PATH = '/booking';

function documentsOf(reference: string, documents: FiscalDocument[], origin: string) {
  const path = `${origin}${BOOKING_API_PATH}/orders/${encodeURIComponent(reference)}/documents/`;
  return documents.map((document) =>
    orderDocumentAnswer(document, (number) => `${path}${encodeURIComponent(number)}`),
  );
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

/** The document number the examples use; the example test replaces it with one of the order's. */
export const EXAMPLE_DOCUMENT_NUMBER = 'APY-2027-1';
