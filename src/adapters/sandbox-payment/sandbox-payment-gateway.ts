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
} from '#application/ports/payment-gateway.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { providerRefundKey } from '../crypto/refund-key.ts';
import type { SandboxPayment, SandboxPaymentProvider } from './sandbox-payment-provider.ts';

/** Kyma's side of the sandbox provider: the same checks a real provider's adapter makes. */
export class SandboxPaymentGateway implements PaymentGateway, PaymentAuthorisation {
  readonly provider = 'sandbox';
  /** The sandbox plays a provider that authorises and captures, as Viva and Cardlink can (decision 0127). */
  readonly capabilities: PaymentCapabilities = { authorisation: this };
  readonly #sandbox: SandboxPaymentProvider;
  readonly #pagesUrl: string;

  /** `pagesUrl`: where the hosted payment pages are served, e.g. `https://kyma.example/sandbox-payments`. */
  constructor(deps: { sandbox: SandboxPaymentProvider; pagesUrl: string }) {
    this.#sandbox = deps.sandbox;
    this.#pagesUrl = deps.pagesUrl;
  }

  async start(request: PaymentRequest): Promise<StartedPayment> {
    return this.#toPage(await this.#sandbox.create(request));
  }

  async authorise(request: PaymentRequest): Promise<StartedPayment> {
    return this.#toPage(await this.#sandbox.create(request, true));
  }

  #toPage(payment: SandboxPayment): StartedPayment {
    return {
      providerPaymentId: payment.id,
      redirect: { method: 'GET', url: `${this.#pagesUrl}/${payment.id}` },
    };
  }

  async verify(params: Record<string, string>): Promise<Result<VerifiedPayment, PaymentRejection>> {
    const { payment: id, status, signature } = params;
    if (!id || !status || !signature) return err('malformed');
    if (!(await this.#sandbox.signatureMatches(id, status, signature))) return err('forged');
    // The signed status only says the browser came back honestly; the state is asked of the provider.
    const payment = await this.#sandbox.find(id);
    if (!payment) return err('unknownPayment');
    return ok({
      providerPaymentId: payment.id,
      // An authorisation let go holds nothing: to Kyma it is as a payment that did not go through.
      status: payment.status === 'voided' ? 'declined' : payment.status,
      amount: payment.amount,
      currency: payment.currency,
      reference: payment.merchantReference,
    });
  }

  /**
   * The refund's reference is its key at the sandbox: the same for a retry, never for another refund. The
   * sandbox gives back at once: a refund it accepts is settled.
   */
  async refund(
    providerPaymentId: string,
    amount: number,
    key: string,
  ): Promise<Result<{ refundId: string; state: AcceptedRefundState }, 'refused'>> {
    const reference = providerRefundKey(key);
    const refunded = await this.#sandbox.refund(providerPaymentId, amount, reference);
    return refunded === 'refused'
      ? err('refused')
      : ok({ refundId: `${providerPaymentId}-${reference}`, state: 'settled' });
  }

  /** Every refund the sandbox accepted was given back at once. */
  async refundState(): Promise<ProviderRefundState> {
    return 'settled';
  }

  /** The capture's reference is its key at the sandbox, as a refund's is. */
  async capture(
    providerPaymentId: string,
    amount: number,
    key: string,
  ): Promise<Result<{ captureId: string }, 'refused'>> {
    const reference = providerRefundKey(key, 'P');
    const captured = await this.#sandbox.capture(providerPaymentId, amount, reference);
    return captured === 'refused' ? err('refused') : ok({ captureId: `${providerPaymentId}-${reference}` });
  }

  async void(providerPaymentId: string, amount: number): Promise<Result<{ voidId: string }, 'refused'>> {
    const voided = await this.#sandbox.void(providerPaymentId, amount);
    return voided === 'refused' ? err('refused') : ok({ voidId: `${providerPaymentId}-void` });
  }
}
