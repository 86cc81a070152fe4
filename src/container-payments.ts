import type { Router } from 'express';
import { CardlinkPaymentGateway } from '#adapters/cardlink/cardlink-payment-gateway.ts';
import { VivaPaymentGateway } from '#adapters/viva/viva-payment-gateway.ts';
import { vivaWebhooks } from '#adapters/viva/viva-webhooks.ts';
import type { CompletePayment } from '#application/checkout/complete-payment.ts';
import type { Clock } from '#application/ports/clock.ts';
import type { PaymentGateway } from '#application/ports/payment-gateway.ts';
import type { Config } from '#config';

/** Deadline of every call to a card provider: a traveller waits on it, and a job retries it. */
const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * The card gateways PAYMENT_PROVIDERS lists, in its order (the first is the default), with what the web
 * server needs for them: the origins the browser posts payment forms to (CSP form-action) and the
 * providers' notification endpoints.
 */
export function composePayments(deps: { config: Config; clock: Clock; sandbox: PaymentGateway }) {
  const { config, clock } = deps;
  const viva =
    config.viva && new VivaPaymentGateway({ ...config.viva, timeoutMs: PROVIDER_TIMEOUT_MS }, clock);
  const cardlink =
    config.cardlink &&
    new CardlinkPaymentGateway({ ...config.cardlink, timeoutMs: PROVIDER_TIMEOUT_MS }, clock);
  const byName: Record<string, PaymentGateway | undefined> = { sandbox: deps.sandbox, viva, cardlink };
  return {
    // The configuration refuses a listed provider without its settings, so every name finds its gateway.
    gateways: config.paymentProviders.map((name) => byName[name]!),
    formOrigins: config.cardlink ? [new URL(config.cardlink.vposUrl).origin] : [],
    webhookPages(completePayment: CompletePayment): Array<{ path: string; router: Router }> {
      return viva
        ? [
            {
              path: '/payment-webhooks/viva',
              router: vivaWebhooks({
                webhookKey: () => viva.webhookKey(),
                completePayment,
                now: () => clock.now().getTime(),
              }),
            },
          ]
        : [];
    },
  };
}
