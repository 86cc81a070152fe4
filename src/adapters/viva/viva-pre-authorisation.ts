import type {
  PaymentAuthorisation,
  PaymentRequest,
  StartedPayment,
} from '#application/ports/payment-gateway.ts';
import type { Cents } from '#domain/money/cents.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { providerRefundKey } from '../crypto/refund-key.ts';
import { orderTransactionsSchema, readAnswer, refundSchema, VIVA_TRANSACTION_TYPES } from './viva-answers.ts';
import type { VivaAnswer } from './viva-http.ts';

const ORDER_CODE = /^\d{1,19}$/;
const TRANSACTION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type VivaTransactions = NonNullable<ReturnType<typeof orderTransactionsSchema.validateSync>>['Transactions'];

/** What the pre-authorisation asks of the gateway: its payment order and its classic API. */
export interface VivaCalls {
  createOrder(request: PaymentRequest, isPreAuth: boolean): Promise<StartedPayment>;
  classic(method: string, path: string, body?: unknown): Promise<VivaAnswer>;
}

/** Every transaction of a payment order (classic `GET /api/transactions?ordercode=`); null when Viva has no such order. */
export async function orderTransactions(
  calls: Pick<VivaCalls, 'classic'>,
  orderCode: string,
): Promise<VivaTransactions | null> {
  const listed = await calls.classic('GET', `/api/transactions?ordercode=${orderCode}`);
  if (listed.status === 404) return null;
  if (listed.status !== 200) throw new Error(`Viva did not list the order's transactions (${listed.status})`);
  return readAnswer(orderTransactionsSchema, listed.body)?.Transactions ?? [];
}

const isPreAuth = (transaction: VivaTransactions[number]) =>
  !transaction.ParentId && transaction.TransactionTypeId === VIVA_TRANSACTION_TYPES.preAuth;

const capturesOf = (transactions: VivaTransactions, preAuthId: string) =>
  transactions.filter(
    (transaction) =>
      transaction.ParentId === preAuthId && transaction.TransactionTypeId === VIVA_TRANSACTION_TYPES.capture,
  );

/**
 * Viva Smart Checkout's pre-authorisation (decision 0127): a payment order created with `isPreAuth` holds the
 * approved amount; `POST /api/transactions/{id}` with an amount captures it (one capture, whole or part), and
 * `DELETE /api/transactions/{id}` cancels a pre-authorisation nothing captured. A capture carries its key as
 * its `merchantTrns`, which Viva lists with the order's transactions: a capture of this pre-authorisation
 * with that key already there is the capture asked again, answered without a second call (as refunds are,
 * decision 0120).
 */
export class VivaPreAuthorisation implements PaymentAuthorisation {
  readonly #calls: VivaCalls;

  constructor(calls: VivaCalls) {
    this.#calls = calls;
  }

  authorise(request: PaymentRequest): Promise<StartedPayment> {
    return this.#calls.createOrder(request, true);
  }

  async capture(
    providerPaymentId: string,
    amount: Cents,
    key: string,
  ): Promise<Result<{ captureId: string }, 'refused'>> {
    const preAuth = await this.#preAuthOf(providerPaymentId);
    if (!preAuth) return err('refused');
    const merchantTrns = providerRefundKey(key, 'P');
    const captures = capturesOf(preAuth.transactions, preAuth.id);
    const earlier = captures.find((transaction) => transaction.MerchantTrns === merchantTrns);
    if (earlier) return ok({ captureId: earlier.TransactionId });
    if (captures.length > 0 || preAuth.statusId !== 'F') return err('refused');
    const answer = await this.#calls.classic('POST', `/api/transactions/${preAuth.id}`, {
      amount,
      merchantTrns,
    });
    if (answer.status !== 200) return err('refused');
    const captured = readAnswer(refundSchema, answer.body);
    return captured ? ok({ captureId: captured.TransactionId }) : err('refused');
  }

  async void(providerPaymentId: string, amount: Cents): Promise<Result<{ voidId: string }, 'refused'>> {
    const preAuth = await this.#preAuthOf(providerPaymentId);
    if (!preAuth || capturesOf(preAuth.transactions, preAuth.id).length > 0) return err('refused');
    // Cancelled already (a retry): the first void stands.
    if (preAuth.statusId === 'X') return ok({ voidId: preAuth.id });
    const answer = await this.#calls.classic('DELETE', `/api/transactions/${preAuth.id}?amount=${amount}`);
    return answer.status === 200 ? ok({ voidId: preAuth.id }) : err('refused');
  }

  /** The order's pre-authorisation and every transaction of the order, or null when it has none. */
  async #preAuthOf(orderCode: string) {
    if (!ORDER_CODE.test(orderCode)) return null;
    const transactions = await orderTransactions(this.#calls, orderCode);
    // A declined try (E) holds nothing; the card holder's next try on the same order is the one approved.
    const preAuth = transactions?.find(
      (transaction) => isPreAuth(transaction) && transaction.StatusId !== 'E',
    );
    if (!transactions || !preAuth || !TRANSACTION_ID.test(preAuth.TransactionId)) return null;
    return {
      id: preAuth.TransactionId,
      statusId: preAuth.StatusId,
      transactions,
    };
  }
}
