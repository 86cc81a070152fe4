import type {
  AcceptedRefundState,
  PaymentAuthorisation,
  PaymentCapabilities,
  PaymentGateway,
  PaymentRejection,
  PaymentRequest,
  ProviderRefundState,
  StartedPayment,
  VerifiedPayment,
  VerifiedPaymentStatus,
} from '#application/ports/payment-gateway.ts';
import type { Cents } from '#domain/money/cents.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { providerRefundKey } from '../crypto/refund-key.ts';
import {
  cardlinkDigest,
  centsOfEurosText,
  digestMatches,
  eurosText,
  REQUEST_FIELDS,
  RESPONSE_FIELDS,
} from './cardlink-fields.ts';
import { isPreAuthOrderId, newOrderId, referenceOfOrderId } from './cardlink-order-ids.ts';
import { type CardlinkXmlAnswer, CardlinkXmlApi } from './cardlink-xml-api.ts';

export interface CardlinkSettings {
  merchantId: string;
  sharedSecret: string;
  /** The acquirer's redirect endpoint, e.g. `https://ecommerce-test.cardlink.gr/vpos/shophandlermpi`. */
  vposUrl: string;
  timeoutMs: number;
}

/**
 * Sale (trType 1) asks for CAPTURED; AUTHORIZED is an approval too (money held, released by a cancel), and
 * what a pre-authorisation (trType 2) answers: `authorised` then, the money held until captured.
 * REFUSED and ERROR are the bank's or the gateway's no; CANCELED is the traveller giving up on the page.
 */
const STATUSES: Record<string, VerifiedPaymentStatus> = {
  CAPTURED: 'succeeded',
  AUTHORIZED: 'succeeded',
  REFUSED: 'declined',
  ERROR: 'declined',
  CANCELED: 'abandoned',
  PROCESSING: 'pending',
};

/** Cardlink's payment page speaks Greek and English; other travellers get English. */
const languageOf = (locale: string) => (locale === 'el' ? 'el' : 'en');

/**
 * Cardlink's redirect form post (decision 0013): `start` signs a form the browser posts to the VPOS; the
 * answer posted back is believed only when its digest (the shared secret) is Cardlink's and it names our
 * merchant. The payment's id in Kyma is the order id sent, unique per attempt.
 */
export class CardlinkPaymentGateway implements PaymentGateway, PaymentAuthorisation {
  readonly provider = 'cardlink';
  /** Cardlink's pre-authorisation (trType 2), captured or cancelled through the XML API (decision 0127). */
  readonly capabilities: PaymentCapabilities = { authorisation: this };
  readonly #settings: CardlinkSettings;
  readonly #xml: CardlinkXmlApi;

  constructor(settings: CardlinkSettings, clock: { now: () => Date }) {
    this.#settings = settings;
    this.#xml = new CardlinkXmlApi({
      // The XML API sits next to the redirect endpoint on the same VPOS host.
      url: new URL('xmlpayvpos', settings.vposUrl).href,
      merchantId: settings.merchantId,
      sharedSecret: settings.sharedSecret,
      timeoutMs: settings.timeoutMs,
      now: () => clock.now(),
    });
  }

  async start(request: PaymentRequest): Promise<StartedPayment> {
    return this.#form(request, false);
  }

  async authorise(request: PaymentRequest): Promise<StartedPayment> {
    return this.#form(request, true);
  }

  #form(request: PaymentRequest, preAuth: boolean): StartedPayment {
    const orderid = newOrderId(request.reference, preAuth);
    const fields: Record<string, string> = {
      version: '2',
      mid: this.#settings.merchantId,
      lang: languageOf(request.locale),
      orderid,
      orderDesc: request.description.slice(0, 128),
      orderAmount: eurosText(request.amount),
      currency: request.currency,
      payerEmail: request.customer.email,
      payerPhone: request.customer.phone,
      trType: preAuth ? '2' : '1',
      confirmUrl: request.returnUrl,
      cancelUrl: request.returnUrl,
    };
    fields.digest = cardlinkDigest(fields, REQUEST_FIELDS, this.#settings.sharedSecret);
    return { providerPaymentId: orderid, redirect: { method: 'POST', url: this.#settings.vposUrl, fields } };
  }

  async verify(params: Record<string, string>): Promise<Result<VerifiedPayment, PaymentRejection>> {
    const { digest, mid, orderid, status, orderAmount, currency, paymentTotal } = params;
    if (!digest || !mid || !orderid || !status || !orderAmount || !currency) return err('malformed');
    const expected = cardlinkDigest(params, RESPONSE_FIELDS, this.#settings.sharedSecret);
    if (!digestMatches(expected, digest) || mid !== this.#settings.merchantId) return err('forged');
    const reference = referenceOfOrderId(orderid);
    if (reference === null) return err('unknownPayment');
    const answered = STATUSES[status];
    const verifiedStatus =
      answered === 'succeeded' && status === 'AUTHORIZED' && isPreAuthOrderId(orderid)
        ? 'authorised'
        : answered;
    const ordered = centsOfEurosText(orderAmount);
    if (verifiedStatus === undefined || ordered === null) return err('malformed');
    // What was charged, when Cardlink says: a total other than the order's makes the payment not this order's.
    const approved = verifiedStatus === 'succeeded' || verifiedStatus === 'authorised';
    const charged = approved && paymentTotal ? centsOfEurosText(paymentTotal) : ordered;
    if (charged === null) return err('malformed');
    return ok({ providerPaymentId: orderid, status: verifiedStatus, amount: charged, currency, reference });
  }

  /**
   * Refunds through the XML API. A sale not yet settled (the same day) cannot be refunded, only cancelled in
   * full: Cardlink answers O1 and the cancel follows, as Cardlink's own plugins do. Cardlink refuses more
   * than was paid, so a second full refund is refused. Each message's `messageId` is derived from the refund's
   * key, so a retry sends the same message again and the VPOS answers it as the one it already did (the fake
   * VPOS does; decision 0120 says what is checked and what is not).
   */
  async refund(
    providerPaymentId: string,
    amount: Cents,
    key: string,
  ): Promise<Result<{ refundId: string; state: AcceptedRefundState }, 'refused'>> {
    if (referenceOfOrderId(providerPaymentId) === null) return err('refused');
    const refundMessage = providerRefundKey(key, 'R');
    const refunded = await this.#xml.send('RefundRequest', providerPaymentId, amount, refundMessage);
    if (isDone(refunded, 'RefundResponse'))
      return ok({ refundId: refunded?.TxId ?? providerPaymentId, state: 'settled' });
    if (refunded?.ErrorCode !== 'O1') return err('refused');
    const cancelled = await this.#xml.send(
      'CancelRequest',
      providerPaymentId,
      amount,
      providerRefundKey(key, 'C'),
    );
    return isDone(cancelled, 'CancelResponse')
      ? ok({ refundId: cancelled?.TxId ?? providerPaymentId, state: 'settled' })
      : err('refused');
  }

  /**
   * Cardlink's XML API answers a `RefundRequest` (or the `CancelRequest` after an O1) with its outcome on the
   * same call: `CAPTURED` (or `CANCELED`) is the money given back, anything else a refusal that `refund`
   * reports. A refund Cardlink accepted is never pending, so there is nothing to ask again (decision 0130).
   */
  async refundState(): Promise<ProviderRefundState> {
    return 'settled';
  }

  /** `CaptureRequest` for the amount; its `messageId` comes from the capture's key, as a refund's does. */
  async capture(
    providerPaymentId: string,
    amount: Cents,
    key: string,
  ): Promise<Result<{ captureId: string }, 'refused'>> {
    if (!isPreAuthOrderId(providerPaymentId)) return err('refused');
    const captured = await this.#xml.send(
      'CaptureRequest',
      providerPaymentId,
      amount,
      providerRefundKey(key, 'P'),
    );
    return isDone(captured, 'CaptureResponse')
      ? ok({ captureId: captured?.TxId ?? providerPaymentId })
      : err('refused');
  }

  /** `CancelRequest` of the whole pre-authorisation; one message per payment, so a retry is the same cancel. */
  async void(providerPaymentId: string, amount: Cents): Promise<Result<{ voidId: string }, 'refused'>> {
    if (!isPreAuthOrderId(providerPaymentId)) return err('refused');
    const cancelled = await this.#xml.send(
      'CancelRequest',
      providerPaymentId,
      amount,
      providerRefundKey(`void|${providerPaymentId}`, 'V'),
    );
    return isDone(cancelled, 'CancelResponse')
      ? ok({ voidId: cancelled?.TxId ?? providerPaymentId })
      : err('refused');
  }
}

/** A refund or a capture is done when Cardlink answers it CAPTURED, a cancel when CANCELED; else a no. */
function isDone(
  answer: CardlinkXmlAnswer | null,
  kind: 'RefundResponse' | 'CancelResponse' | 'CaptureResponse',
): boolean {
  if (answer?.kind !== kind || answer.ErrorCode) return false;
  return answer.Status === (kind === 'CancelResponse' ? 'CANCELED' : 'CAPTURED');
}
