import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { Cents } from '#domain/money/cents.ts';
import type { ProviderRefundState } from '#domain/refunds/refund-draws.ts';
import type { Result } from '#domain/shared/result.ts';

/** Where the browser goes to pay: a plain link, or a form to post (Cardlink's redirect form). */
export type PaymentRedirect =
  | { method: 'GET'; url: string }
  | { method: 'POST'; url: string; fields: Record<string, string> };

export interface PaymentRequest {
  /** Kyma's order reference: the provider keeps it (merchant reference) and reports it back. */
  reference: string;
  amount: Cents;
  currency: 'EUR';
  description: string;
  locale: LocaleCode;
  customer: { email: string; fullName: string; phone: string };
  /** Where the provider sends the browser back after paying, declining or giving up. */
  returnUrl: string;
}

export interface StartedPayment {
  providerPaymentId: string;
  redirect: PaymentRedirect;
}

/** `authorised`: the card holder approved a payment started by `authorise`; the money is held, not taken. */
export type VerifiedPaymentStatus = 'succeeded' | 'authorised' | 'declined' | 'abandoned' | 'pending';

/** A payment's state as the provider itself confirmed it (signature checked, status asked server to server). */
export interface VerifiedPayment {
  providerPaymentId: string;
  status: VerifiedPaymentStatus;
  amount: Cents;
  currency: string;
  reference: string;
}

/** Why a return or notification was not believed. */
export type PaymentRejection = 'forged' | 'malformed' | 'unknownPayment';

/**
 * A card payment provider reached by redirect (decision 0013). Nothing the browser brings back is trusted:
 * `verify` checks the provider's signature and asks the provider for the payment's state before answering.
 */
export interface PaymentGateway {
  readonly provider: string;
  /** What this provider can do beyond a sale and its refunds (decision 0127). */
  readonly capabilities: PaymentCapabilities;
  start(request: PaymentRequest): Promise<StartedPayment>;
  /** Reads what came back (a browser return's query or form, or a webhook body) and confirms it with the provider. */
  verify(params: Record<string, string>): Promise<Result<VerifiedPayment, PaymentRejection>>;
  /**
   * Gives `amount` of a payment back. `key` is Kyma's stable name of this refund on this payment
   * (`refundKey`): sent again with the same key (a retry after a crash or a lost answer), the provider's
   * first refund is answered again and no money moves a second time.
   */
  refund(
    providerPaymentId: string,
    amount: Cents,
    key: string,
  ): Promise<Result<{ refundId: string; state: AcceptedRefundState }, 'refused'>>;
  /**
   * Where a refund the provider accepted stands now (decision 0130), read from the provider by the refund's
   * id (`refund`'s `refundId`); null when the provider cannot say at the moment (ask again later).
   */
  refundState(providerPaymentId: string, refundId: string): Promise<ProviderRefundState | null>;
}

export type { ProviderRefundState };
/** How a provider answers a refund it accepts: given back at once, or still being processed. */
export type AcceptedRefundState = Exclude<ProviderRefundState, 'failed'>;

/**
 * Authorise now, capture later (decision 0127): the card holder approves the amount on the provider's page as
 * for a sale, but the money is only held; Kyma takes what was issued (`capture`) and lets go of the rest.
 * One capture per authorisation, whole or part: a capture closes it, and what it did not take is released
 * by the provider, so `void` is for an authorisation nothing captures.
 */
export interface PaymentAuthorisation {
  /** Starts a payment that only authorises `request.amount`; `verify` answers it `authorised` once approved. */
  authorise(request: PaymentRequest): Promise<StartedPayment>;
  /**
   * Takes `amount` (at most what was authorised) of an authorised payment. `key` is Kyma's name of this
   * capture (`captureKey`): sent again (a retry after a crash or a lost answer), the first capture is answered
   * again and no money moves twice. Refused for an amount above the authorisation, after a void, or after
   * another capture.
   */
  capture(
    providerPaymentId: string,
    amount: Cents,
    key: string,
  ): Promise<Result<{ captureId: string }, 'refused'>>;
  /**
   * Releases an authorisation nothing captured, for `amount`, what it holds; a second void answers the first.
   * Refused once captured.
   */
  void(providerPaymentId: string, amount: Cents): Promise<Result<{ voidId: string }, 'refused'>>;
}

/** A provider's optional capabilities: one it lacks is left out, never implemented to refuse. */
export interface PaymentCapabilities {
  authorisation?: PaymentAuthorisation;
}

/** The idempotency key of the one capture of a payment attempt: the same for every retry of it. */
export function captureKey(paymentId: string): string {
  return `capture|${paymentId}`;
}

/**
 * The idempotency key of one refund drawn on one payment: Kyma's refund id (`order`, `leg-N`, a change's or
 * a staff refund's id) and the payment attempt's id, so every retry of the same draw carries the same key and
 * no two draws share one. Each adapter writes it in the form its provider takes (`providerRefundKey`).
 */
export function refundKey(refundId: string, paymentId: string): string {
  return `${refundId}|${paymentId}`;
}
