import * as yup from 'yup';
import { emptyToUndefined, urlWithProtocol } from './env-rules.ts';

const PAYMENT_PROVIDER_NAMES = ['sandbox', 'viva', 'cardlink'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

/** Card payment providers (decision 0013). */
export interface PaymentsConfig {
  /**
   * PAYMENT_PROVIDERS: the card providers offered, the first the default. Unset means the sandbox, except
   * in production, which refuses to start without the list whatever PUBLIC_URL is (decisions 0045, 0108).
   */
  paymentProviders: PaymentProviderName[];
  /** Viva Wallet Smart Checkout, when listed. */
  viva:
    | {
        clientId: string;
        clientSecret: string;
        merchantId: string;
        apiKey: string;
        sourceCode: string;
        accountsUrl: string;
        apiUrl: string;
        checkoutUrl: string;
      }
    | undefined;
  /** Cardlink's redirect VPOS, when listed. */
  cardlink: { merchantId: string; sharedSecret: string; vposUrl: string } | undefined;
}

/** Viva's hosts per environment: token server, Smart Checkout API, checkout pages and classic API. */
const VIVA_HOSTS = {
  demo: {
    accountsUrl: 'https://demo-accounts.vivapayments.com',
    apiUrl: 'https://demo-api.vivapayments.com',
    checkoutUrl: 'https://demo.vivapayments.com',
  },
  live: {
    accountsUrl: 'https://accounts.vivapayments.com',
    apiUrl: 'https://api.vivapayments.com',
    checkoutUrl: 'https://www.vivapayments.com',
  },
} as const;

const providerList = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);

/** A setting a listed provider cannot work without. */
const requiredFor = (provider: PaymentProviderName) =>
  yup
    .string()
    .trim()
    .test('required-for-provider', `must be set when PAYMENT_PROVIDERS lists ${provider}`, function (value) {
      return !providerList(this.parent.PAYMENT_PROVIDERS).includes(provider) || Boolean(value);
    });

export const paymentsEnv = yup.object({
  PAYMENT_PROVIDERS: yup
    .string()
    .trim()
    .test('providers', 'must be a comma list of sandbox, viva and cardlink, each at most once', (value) => {
      if (value === undefined) return true;
      const names = providerList(value);
      return (
        names.length > 0 &&
        new Set(names).size === names.length &&
        names.every((name) => (PAYMENT_PROVIDER_NAMES as readonly string[]).includes(name))
      );
    })
    // Left to its default, the site would sell real tickets for the public test card. A plain-http
    // PUBLIC_URL is no proof of a trial (left unset, it is http://localhost), so production always asks.
    .test(
      'listed-in-production',
      'must list the card providers (viva, cardlink; sandbox takes test cards only) when NODE_ENV is production',
      function (value) {
        return value !== undefined || (this.parent as { NODE_ENV?: string }).NODE_ENV !== 'production';
      },
    ),
  VIVA_CLIENT_ID: requiredFor('viva'),
  VIVA_CLIENT_SECRET: requiredFor('viva'),
  VIVA_MERCHANT_ID: requiredFor('viva'),
  VIVA_API_KEY: requiredFor('viva'),
  VIVA_SOURCE_CODE: requiredFor('viva'),
  VIVA_ENVIRONMENT: yup.string().trim().oneOf(['demo', 'live'], 'must be demo or live').default('demo'),
  VIVA_ACCOUNTS_URL: urlWithProtocol(['http:', 'https:']),
  VIVA_API_URL: urlWithProtocol(['http:', 'https:']),
  VIVA_CHECKOUT_URL: urlWithProtocol(['http:', 'https:']),
  CARDLINK_MID: requiredFor('cardlink').matches(
    /^\d{1,30}$/,
    'must be the merchant id Cardlink gave (digits)',
  ),
  CARDLINK_SHARED_SECRET: requiredFor('cardlink'),
  CARDLINK_VPOS_URL: requiredFor('cardlink').concat(urlWithProtocol(['http:', 'https:'])),
});

/** The card providers' settings; the schema has already refused a listed provider with one missing. */
export function paymentsConfigOf(env: yup.InferType<typeof paymentsEnv>): PaymentsConfig {
  // Outside production the sandbox pays, as a fresh machine always has (`npm start` names it itself).
  const paymentProviders = providerList(env.PAYMENT_PROVIDERS ?? 'sandbox') as PaymentProviderName[];
  const hosts = VIVA_HOSTS[env.VIVA_ENVIRONMENT as keyof typeof VIVA_HOSTS];
  const trimmed = (url: string | undefined) => emptyToUndefined(url)?.replace(/\/+$/, '');
  return {
    paymentProviders,
    viva: paymentProviders.includes('viva')
      ? {
          clientId: env.VIVA_CLIENT_ID!,
          clientSecret: env.VIVA_CLIENT_SECRET!,
          merchantId: env.VIVA_MERCHANT_ID!,
          apiKey: env.VIVA_API_KEY!,
          sourceCode: env.VIVA_SOURCE_CODE!,
          accountsUrl: trimmed(env.VIVA_ACCOUNTS_URL) ?? hosts.accountsUrl,
          apiUrl: trimmed(env.VIVA_API_URL) ?? hosts.apiUrl,
          checkoutUrl: trimmed(env.VIVA_CHECKOUT_URL) ?? hosts.checkoutUrl,
        }
      : undefined,
    cardlink: paymentProviders.includes('cardlink')
      ? {
          merchantId: env.CARDLINK_MID!,
          sharedSecret: env.CARDLINK_SHARED_SECRET!,
          vposUrl: env.CARDLINK_VPOS_URL!,
        }
      : undefined,
  };
}
