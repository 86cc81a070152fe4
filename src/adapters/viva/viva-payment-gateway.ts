import type {
  AcceptedRefundState,
  PaymentCapabilities,
  PaymentGateway,
  PaymentRejection,
  PaymentRequest,
  ProviderRefundState,
  StartedPayment,
  VerifiedPayment,
  VerifiedPaymentStatus,
} from '#application/ports/payment-gateway.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { Cents } from '#domain/money/cents.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { providerRefundKey } from '../crypto/refund-key.ts';
import { VivaAccessToken } from './viva-access-token.ts';
import {
  centsFromEuros,
  currencyOf,
  orderCreatedSchema,
  paymentOrderSchema,
  readAnswer,
  refundSchema,
  transactionSchema,
  VIVA_TRANSACTION_TYPES,
  webhookKeySchema,
} from './viva-answers.ts';
import { basicAuth, callViva, type VivaAnswer } from './viva-http.ts';
import { orderTransactions, VivaPreAuthorisation } from './viva-pre-authorisation.ts';

export interface VivaSettings {
  clientId: string;
  clientSecret: string;
  merchantId: string;
  apiKey: string;
  /** The payment source whose success and failure URLs point at `/payment-return/viva`. */
  sourceCode: string;
  /** OAuth2 token server, e.g. `https://demo-accounts.vivapayments.com`. */
  accountsUrl: string;
  /** Smart Checkout API (orders, transactions), e.g. `https://demo-api.vivapayments.com`. */
  apiUrl: string;
  /** Hosted checkout and the classic API (webhook key, order state, refunds), e.g. `https://demo.vivapayments.com`. */
  checkoutUrl: string;
  /** Deadline of every call to Viva. */
  timeoutMs: number;
}

/** Smart Checkout languages; Viva has no Albanian page, so Albanian travellers get English. */
const REQUEST_LANG: Record<LocaleCode, string> = {
  el: 'el-GR',
  en: 'en-GB',
  de: 'de-DE',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
  sq: 'en-GB',
};

const TRANSACTION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ORDER_CODE = /^\d{1,19}$/;

/**
 * Transaction StatusId: F paid, A in progress, E failed (final only when the payment order is no longer
 * payable, see `verify`); X (cancelled by us) and R (refunded) mean the money is not, or not all, there. Disputes and anything new wait for a person (pending moves nothing).
 */
function statusOfTransaction(statusId: string): VerifiedPaymentStatus {
  if (statusId === 'F') return 'succeeded';
  if (statusId === 'E' || statusId === 'X' || statusId === 'R') return 'declined';
  return 'pending';
}

/**
 * A reversal's StatusId as a refund's state (decision 0130): F given back, A still in progress at Viva, E
 * (error) or X (cancelled) given up; anything else is not read as final.
 */
function refundStateOf(statusId: string | undefined): ProviderRefundState | null {
  if (statusId === 'F') return 'settled';
  if (statusId === 'A') return 'pending';
  if (statusId === 'E' || statusId === 'X') return 'failed';
  return null;
}

/** A refund Viva accepted: pending while its reversal is in progress, else given back. */
const acceptedState = (statusId: string | undefined): AcceptedRefundState =>
  refundStateOf(statusId) === 'pending' ? 'pending' : 'settled';

/**
 * Viva Wallet Smart Checkout (decision 0013). `start` creates a payment order and sends the browser to
 * Viva's page; the payment's id in Kyma is the order code. Nothing the browser or a webhook brings is
 * believed: `verify` asks Viva for the transaction (or, for a return without one, the payment order).
 */
export class VivaPaymentGateway implements PaymentGateway {
  readonly provider = 'viva';
  readonly capabilities: PaymentCapabilities;
  readonly #settings: VivaSettings;
  readonly #token: VivaAccessToken;

  constructor(settings: VivaSettings, clock: { now: () => Date }) {
    this.#settings = settings;
    this.#token = new VivaAccessToken({
      accountsUrl: settings.accountsUrl,
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      timeoutMs: settings.timeoutMs,
      now: () => clock.now().getTime(),
    });
    this.capabilities = {
      authorisation: new VivaPreAuthorisation({
        createOrder: (request, isPreAuth) => this.#createOrder(request, isPreAuth),
        classic: (method, path, body) => this.#classic(method, path, body),
      }),
    };
  }

  start(request: PaymentRequest): Promise<StartedPayment> {
    return this.#createOrder(request, false);
  }

  // Viva's source, not the order, holds the return URLs: `request.returnUrl` is configured there once.
  async #createOrder(request: PaymentRequest, isPreAuth: boolean): Promise<StartedPayment> {
    const answer = await this.#api('POST', '/checkout/v2/orders', {
      ...(isPreAuth ? { isPreAuth: true } : {}),
      amount: request.amount,
      currencyCode: '978',
      customerTrns: request.description,
      customer: {
        email: request.customer.email,
        fullName: request.customer.fullName,
        phone: request.customer.phone,
        requestLang: REQUEST_LANG[request.locale],
      },
      sourceCode: this.#settings.sourceCode,
      merchantTrns: request.reference,
    });
    if (answer.status !== 200) throw new Error(`Viva refused the payment order (${answer.status})`);
    const { orderCode } = orderCreatedSchema.validateSync(answer.body);
    return {
      providerPaymentId: orderCode,
      redirect: { method: 'GET', url: `${this.#settings.checkoutUrl}/web/checkout?ref=${orderCode}` },
    };
  }

  /**
   * Reads a browser return (`t` transaction, `s` order code) or a webhook's event data (`TransactionId`,
   * `OrderCode`). A return without a transaction (the traveller cancelled) is answered from the order.
   */
  async verify(params: Record<string, string>): Promise<Result<VerifiedPayment, PaymentRejection>> {
    const transactionId = params.t ?? params.TransactionId;
    const orderCode = params.s ?? params.OrderCode;
    if (orderCode !== undefined && !ORDER_CODE.test(orderCode)) return err('malformed');
    if (transactionId !== undefined) {
      if (!TRANSACTION_ID.test(transactionId)) return err('malformed');
      return this.#verifyTransaction(transactionId, orderCode);
    }
    if (orderCode !== undefined) return this.#verifyOrder(orderCode);
    return err('malformed');
  }

  /**
   * Refunds the order's successful transaction (Viva cancels it the same day, refunds it after clearing).
   * Viva refuses more than was paid, so a second full refund is refused. The refund carries its key as its
   * `merchantTrns`, which Viva keeps on the reversal and lists with the order's transactions: a reversal of
   * this payment with the same key already there is the refund asked again (a retry after a crash or a lost
   * answer), and is answered without asking Viva to give the money back a second time.
   */
  async refund(
    providerPaymentId: string,
    amount: Cents,
    key: string,
  ): Promise<Result<{ refundId: string; state: AcceptedRefundState }, 'refused'>> {
    if (!ORDER_CODE.test(providerPaymentId)) return err('refused');
    const transactions = await orderTransactions(
      { classic: (m, p) => this.#classic(m, p) },
      providerPaymentId,
    );
    if (!transactions) return err('refused');
    const merchantTrns = providerRefundKey(key);
    const earlier = transactions.find(
      (transaction) => transaction.ParentId && transaction.MerchantTrns === merchantTrns,
    );
    if (earlier) return ok({ refundId: earlier.TransactionId, state: acceptedState(earlier.StatusId) });
    // The money is in the sale, or in the capture of a pre-authorisation (which itself took nothing).
    const paid = transactions.find(
      (transaction) =>
        transaction.StatusId === 'F' &&
        (transaction.TransactionTypeId === VIVA_TRANSACTION_TYPES.capture
          ? Boolean(transaction.ParentId)
          : !transaction.ParentId && transaction.TransactionTypeId !== VIVA_TRANSACTION_TYPES.preAuth),
    );
    if (!paid || !TRANSACTION_ID.test(paid.TransactionId)) return err('refused');
    const answer = await this.#classic(
      'DELETE',
      `/api/transactions/${paid.TransactionId}?amount=${amount}&merchantTrns=${merchantTrns}`,
    );
    if (answer.status !== 200) return err('refused');
    const refunded = readAnswer(refundSchema, answer.body);
    return refunded
      ? ok({ refundId: refunded.TransactionId, state: acceptedState(refunded.StatusId) })
      : err('refused');
  }

  /**
   * A refund's state as Viva's Retrieve Transaction (`GET /checkout/v2/transactions/{id}`) gives it for the
   * reversal: its `statusId` (decision 0130). Null when Viva does not answer, or answers what is not a state.
   */
  async refundState(_providerPaymentId: string, refundId: string): Promise<ProviderRefundState | null> {
    if (!TRANSACTION_ID.test(refundId)) return null;
    const answer = await this.#api('GET', `/checkout/v2/transactions/${refundId}`);
    if (answer.status !== 200) return null;
    return refundStateOf(readAnswer(transactionSchema, answer.body)?.statusId);
  }

  /** The key Viva expects when it checks a webhook URL (a GET answered with `{ "Key": … }`). */
  async webhookKey(): Promise<string> {
    const answer = await this.#classic('GET', '/api/messages/config/token');
    if (answer.status !== 200) throw new Error(`Viva did not give the webhook key (${answer.status})`);
    return webhookKeySchema.validateSync(answer.body).Key;
  }

  async #verifyTransaction(
    transactionId: string,
    orderCode: string | undefined,
  ): Promise<Result<VerifiedPayment, PaymentRejection>> {
    const answer = await this.#api('GET', `/checkout/v2/transactions/${transactionId}`);
    if (answer.status === 404) return err('unknownPayment');
    if (answer.status !== 200) throw new Error(`Viva did not answer for a transaction (${answer.status})`);
    const transaction = readAnswer(transactionSchema, answer.body);
    if (!transaction) return err('malformed');
    // A real transaction of another order, sent back with this order's code: someone mixed two returns.
    if (orderCode !== undefined && orderCode !== transaction.orderCode) return err('forged');
    const amount = centsFromEuros(transaction.amount);
    if (amount === null) return err('malformed');
    const status = statusOfTransaction(transaction.statusId);
    return ok({
      providerPaymentId: transaction.orderCode,
      // Smart Checkout lets the card holder try again after a failed transaction: it ends the payment only
      // once Viva says the payment order can no longer be paid (decision 0049).
      status:
        transaction.statusId === 'E' && (await this.#stillPayable(transaction.orderCode))
          ? 'pending'
          : status === 'succeeded' && transaction.transactionTypeId === VIVA_TRANSACTION_TYPES.preAuth
            ? 'authorised'
            : status,
      amount,
      currency: currencyOf(transaction.currencyCode),
      reference: transaction.merchantTrns ?? '',
    });
  }

  /** Whether Viva's payment order still takes payments (StateId 0: pending, neither paid nor given up). */
  async #stillPayable(orderCode: string): Promise<boolean> {
    const answer = await this.#classic('GET', `/api/orders/${orderCode}`);
    if (answer.status !== 200) throw new Error(`Viva did not answer for a payment order (${answer.status})`);
    return readAnswer(paymentOrderSchema, answer.body)?.StateId === 0;
  }

  async #verifyOrder(orderCode: string): Promise<Result<VerifiedPayment, PaymentRejection>> {
    const answer = await this.#classic('GET', `/api/orders/${orderCode}`);
    if (answer.status === 404) return err('unknownPayment');
    if (answer.status !== 200) throw new Error(`Viva did not answer for a payment order (${answer.status})`);
    const order = readAnswer(paymentOrderSchema, answer.body);
    if (!order) return err('malformed');
    const amount = centsFromEuros(order.RequestAmount);
    if (amount === null) return err('malformed');
    return ok({
      providerPaymentId: order.OrderCode,
      // Cancelled on Viva's page or expired unpaid: given up. A paid order is believed only from its transaction.
      status: order.StateId === 1 || order.StateId === 2 ? 'abandoned' : 'pending',
      amount,
      // Kyma creates every payment order in euros (currencyCode 978); the classic order does not repeat it.
      currency: 'EUR',
      reference: order.MerchantTrns ?? '',
    });
  }

  /** Smart Checkout API with the OAuth2 token; a refused token is renewed once. */
  async #api(method: string, path: string, body?: unknown): Promise<VivaAnswer> {
    const call = async () =>
      callViva(
        `${this.#settings.apiUrl}${path}`,
        {
          method,
          headers: {
            Authorization: `Bearer ${await this.#token.get()}`,
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        },
        this.#settings.timeoutMs,
      );
    const answer = await call();
    if (answer.status !== 401) return answer;
    this.#token.forget();
    return call();
  }

  /** Viva's classic API, with the merchant id and API key. */
  async #classic(method: string, path: string, body?: unknown): Promise<VivaAnswer> {
    const authorization = basicAuth(this.#settings.merchantId, this.#settings.apiKey);
    return callViva(
      `${this.#settings.checkoutUrl}${path}`,
      body === undefined
        ? { method, headers: { Authorization: authorization } }
        : {
            method,
            headers: { Authorization: authorization, 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          },
      this.#settings.timeoutMs,
    );
  }
}
