import { type Bind, ContainerModule, type ResolutionContext } from 'inversify';
import { CardlinkPaymentGateway } from '#adapters/cardlink/cardlink-payment-gateway.ts';
import { HmacSeals } from '#adapters/crypto/hmac-seals.ts';
import { loadOrCreateSigningKey } from '#adapters/postgres/signing-key.ts';
import { SandboxPaymentGateway } from '#adapters/sandbox-payment/sandbox-payment-gateway.ts';
import { sandboxPaymentPages } from '#adapters/sandbox-payment/sandbox-payment-pages.ts';
import { SandboxPaymentProvider } from '#adapters/sandbox-payment/sandbox-payment-provider.ts';
import { VivaPaymentGateway } from '#adapters/viva/viva-payment-gateway.ts';
import { vivaWebhooks } from '#adapters/viva/viva-webhooks.ts';
import { CompletePayment } from '#application/checkout/complete-payment.ts';
import { OpenPaidReturn, ReturnFromPayment } from '#application/checkout/paid-return.ts';
import type { PaymentGateway } from '#application/ports/payment-gateway.ts';
import type { Config } from '#config';
import { PARTS, PORTS } from './tokens.ts';

/** Deadline of every call to a card provider: a traveller waits on it, and a job retries it. */
const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * The card gateways PAYMENT_PROVIDERS lists, in its order (the first is the default), with what the web
 * server needs for them: the origins the browser posts payment forms to (CSP form-action) and the pages
 * of the sandbox provider and of the providers' notifications.
 */
export const paymentsModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind(SandboxPaymentProvider).toDynamicValue((c) => {
      const database = c.get(PARTS.database);
      let secret: Promise<string> | undefined;
      return new SandboxPaymentProvider({
        knex: database,
        secret: () => {
          secret ??= loadOrCreateSigningKey(database, 'sandbox-payments');
          return secret;
        },
        clock: c.get(PORTS.clock),
      });
    });
    bindPaidReturns(bind);
    // Its pages (and the status of its payments) exist only where it takes payments (decision 0045).
    if (config.paymentProviders.includes('sandbox')) {
      bind(PARTS.providerPages).toDynamicValue((c) => ({
        path: '/sandbox-payments',
        router: sandboxPaymentPages(c.get(SandboxPaymentProvider), c.get(PORTS.messageWords)),
      }));
    }

    const { viva, cardlink } = config;
    if (viva) {
      bind(VivaPaymentGateway).toDynamicValue(
        (c) => new VivaPaymentGateway({ ...viva, timeoutMs: PROVIDER_TIMEOUT_MS }, c.get(PORTS.clock)),
      );
      bind(PARTS.providerPages).toDynamicValue((c) => {
        const gateway = c.get(VivaPaymentGateway);
        const clock = c.get(PORTS.clock);
        return {
          path: '/payment-webhooks/viva',
          router: vivaWebhooks({
            webhookKey: () => gateway.webhookKey(),
            completePayment: c.get(CompletePayment),
            now: () => clock.now().getTime(),
            limiter: c.get(PORTS.rateLimiter),
          }),
        };
      });
    }
    if (cardlink) {
      bind(CardlinkPaymentGateway).toDynamicValue(
        (c) =>
          new CardlinkPaymentGateway({ ...cardlink, timeoutMs: PROVIDER_TIMEOUT_MS }, c.get(PORTS.clock)),
      );
    }
    const gateways: Record<Config['paymentProviders'][number], (c: ResolutionContext) => PaymentGateway> = {
      sandbox: (c) =>
        new SandboxPaymentGateway({
          sandbox: c.get(SandboxPaymentProvider),
          pagesUrl: `${config.publicUrl}/sandbox-payments`,
        }),
      viva: (c) => c.get(VivaPaymentGateway),
      cardlink: (c) => c.get(CardlinkPaymentGateway),
    };
    // The configuration refuses a listed provider without its settings, so every name finds its gateway.
    bind(PORTS.paymentGateways).toDynamicValue((c) =>
      config.paymentProviders.map((name) => gateways[name](c)),
    );
    bind(PARTS.paymentFormOrigins).toConstantValue(cardlink ? [new URL(cardlink.vposUrl).origin] : []);
  });

/** The proof a verified return hands the browser, sealed under a key of its own (decision 0113). */
function bindPaidReturns(bind: Bind) {
  bind(HmacSeals).toDynamicValue((c) => {
    const database = c.get(PARTS.database);
    let secret: Promise<string> | undefined;
    return new HmacSeals({
      secret: () => {
        secret ??= loadOrCreateSigningKey(database, 'payment-returns');
        return secret;
      },
    });
  });
  const deps = (c: ResolutionContext) => ({
    orders: c.get(PORTS.orders),
    seals: c.get(HmacSeals),
    clock: c.get(PORTS.clock),
  });
  bind(ReturnFromPayment).toDynamicValue(
    (c) => new ReturnFromPayment({ ...deps(c), completePayment: c.get(CompletePayment) }),
  );
  bind(OpenPaidReturn).toDynamicValue((c) => new OpenPaidReturn(deps(c)));
}
