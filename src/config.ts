import path from 'node:path';
import * as yup from 'yup';
import { isValidVatNumber } from '#domain/invoice/vat-number.ts';

/** Everything the processes read from the environment, validated once at start. */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** PostgreSQL connection string; absent means embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Redis connection string; absent means the in-process queue and in-memory caches. */
  redisUrl: string | undefined;
  dataDir: string;
  migrateOnStart: boolean;
  /** Load the seed content (destinations, pages, menus, …) when a process starts on a database without content. */
  seedContentOnStart: boolean;
  shutdownTimeoutMs: number;
  workerConcurrency: number;
  /** How long a job whose worker died stays taken before another worker runs it again. */
  jobStalledMs: number;
  /** Namespace of the job queue's Redis keys, so environments (or test runs) can share one Redis. */
  jobQueuePrefix: string;
  /** Passengers that visitors' unpaid orders may hold on one sailing at once. */
  unpaidHoldPlacesPerSailing: number;
  /** Simulated ferry systems to run (FERRY_UPSTREAMS); all of them when undefined, none when empty. */
  ferryUpstreams: string[] | undefined;
  /** Deadline of each call to one ferry upstream; a slower upstream becomes a notice. */
  ferryUpstreamTimeoutMs: number;
  /** Latency added to every simulated upstream call. */
  ferryUpstreamLatencyMs: number;
  /** Fault injection per simulated upstream, e.g. `ferryhub:timeoutRate=0.1;*:latencyMs=200`. */
  ferryUpstreamFaults: string;
  ferrySearchCacheTtlMs: number;
  /** How long an optional booking holds its places. */
  ferryHoldMinutes: number;
  /** Systems speaking the booking/ contract over HTTP (FERRY_HTTP_UPSTREAMS), asked next to the simulated ones. */
  ferryHttpUpstreams: Array<{ name: string; baseUrl: string; token: string | undefined }>;
  /** Deadline of one HTTP attempt; queries are retried within the per-upstream deadline. */
  ferryHttpAttemptTimeoutMs: number;
  ferryHttpRetries: number;
  ferryHttpBreakerThreshold: number;
  ferryHttpBreakerCoolDownMs: number;
  /**
   * Which proxies' X-Forwarded-For to believe (TRUST_PROXY): none (false), the nearest `n` hops, or
   * named addresses and ranges; a client could otherwise pick its own address and dodge rate limits.
   */
  trustProxy: false | number | string[];
  /** Who may frame the site (CSP frame-ancestors): 'self' plus booking partners' origins. */
  frameAncestors: string[];
  /** HMAC key of the JWTs; absent means a key generated once and kept in the database. */
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  activationTokenTtlSeconds: number;
  passwordResetTokenTtlSeconds: number;
  /** SMTP server for outgoing e-mail; absent means .eml files under `dataDir/mail`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The subscriber group newsletter sign-ups join. */
  newsletterGroup: string;
  filesDir: string;
  uploadMaxBytes: number;
  watermarkText: string;
  contentCacheTtlMs: number;
  /** How long anonymous content pages' rendered HTML is reused; content writes drop it at once. */
  renderCacheTtlMs: number;
  /** The first back-office account, created on start when both are set. */
  admin: { email: string; password: string } | undefined;
  // Card payment providers (decision 0013).
  /** PAYMENT_PROVIDERS: the card providers offered, the first the default. */
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
  // Courier delivery of tickets and the tax registry for invoices (spec §3, §7).
  /** COURIER_PROVIDER: the sandbox courier Kyma plays itself, or ACS Courier's web services. */
  courier:
    | { provider: 'sandbox' }
    | {
        provider: 'acs';
        url: string;
        apiKey: string;
        companyId: string;
        companyPassword: string;
        userId: string;
        userPassword: string;
        billingCode: string;
      };
  /** TAX_REGISTRY_PROVIDER: the sandbox registry, or AADE's RgWsPublic2 with its special credentials. */
  taxRegistry:
    | { provider: 'sandbox' }
    | { provider: 'aade'; url: string; username: string; password: string; callerVat: string };
  // Marketing events (issue #9 item 7).
  /** MARKETING_PROVIDER: where consented marketing events go; `none` queues nothing. */
  marketingProvider: MarketingProviderName;
  /** Meta's Conversions API, when MARKETING_PROVIDER is facebook. */
  facebook:
    | { pixelId: string; accessToken: string; apiVersion: string; graphUrl: string; testEventCode?: string }
    | undefined;
}

export const MARKETING_PROVIDER_NAMES = ['none', 'sandbox', 'facebook'] as const;
export type MarketingProviderName = (typeof MARKETING_PROVIDER_NAMES)[number];

export const PAYMENT_PROVIDER_NAMES = ['sandbox', 'viva', 'cardlink'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

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

/** Where the real services answer; overridable to point at a test environment or a fake. */
const ACS_URL = 'https://webservices.acscourier.net/ACSRestServices/api/ACSAutoRest';
const AADE_URL = 'https://www1.gsis.gr/wsaade/RgWsPublic2/RgWsPublic2';

/** A setting the chosen courier or tax registry cannot work without. */
const requiredWhen = (variable: 'COURIER_PROVIDER' | 'TAX_REGISTRY_PROVIDER', provider: string) =>
  yup
    .string()
    .trim()
    .test('required-for-provider', `must be set when ${variable} is ${provider}`, function (value) {
      return (this.parent[variable] ?? 'sandbox').trim().toLowerCase() !== provider || Boolean(value);
    });

/** A setting the Conversions API cannot work without, when it is the marketing provider. */
const requiredForFacebook = () =>
  yup
    .string()
    .trim()
    .test('required-for-facebook', 'must be set when MARKETING_PROVIDER is facebook', function (value) {
      return (
        String(this.parent.MARKETING_PROVIDER ?? '')
          .trim()
          .toLowerCase() !== 'facebook' || Boolean(value)
      );
    });

const urlWithProtocol = (protocols: string[]) =>
  yup
    .string()
    .trim()
    .test('url', `must be a URL starting with ${protocols.join(' or ')}`, (value) => {
      if (value === undefined || value === '') return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    });

const seconds = (min: number, max: number) =>
  yup
    .number()
    .typeError('must be a number of seconds')
    .integer('must be a whole number of seconds')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

const booleanFlag = yup
  .string()
  .trim()
  .lowercase()
  .oneOf(['true', 'false', '1', '0', 'yes', 'no'], 'must be true or false');

const envSchema = yup.object({
  NODE_ENV: yup.string().oneOf(['development', 'production', 'test']).default('development'),
  HOST: yup.string().trim().default('0.0.0.0'),
  PORT: yup
    .number()
    .typeError('must be a number')
    .integer('must be an integer')
    .min(0)
    .max(65535)
    .default(3000),
  PUBLIC_URL: urlWithProtocol(['http:', 'https:']),
  LOG_LEVEL: yup
    .string()
    .oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
  DATABASE_URL: urlWithProtocol(['postgres:', 'postgresql:']),
  REDIS_URL: urlWithProtocol(['redis:', 'rediss:']),
  DATA_DIR: yup.string().trim().default('data'),
  MIGRATE_ON_START: booleanFlag.default('true'),
  SEED_CONTENT_ON_START: booleanFlag.default('true'),
  SHUTDOWN_TIMEOUT_MS: yup.number().typeError('must be a number').integer().min(0).default(10_000),
  FERRY_UPSTREAMS: yup.string().trim().default(''),
  FERRY_UPSTREAM_TIMEOUT_MS: yup
    .number()
    .typeError('must be a number')
    .integer()
    .min(50)
    .max(60_000)
    .default(2500),
  FERRY_UPSTREAM_LATENCY_MS: yup
    .number()
    .typeError('must be a number')
    .integer()
    .min(0)
    .max(60_000)
    .default(0),
  FERRY_UPSTREAM_FAULTS: yup.string().trim().default(''),
  FERRY_SEARCH_CACHE_TTL_SECONDS: yup
    .number()
    .typeError('must be a number')
    .integer()
    .min(0)
    .max(3600)
    .default(60),
  FERRY_HOLD_MINUTES: yup.number().typeError('must be a number').integer().min(1).max(1440).default(20),
  FERRY_HTTP_UPSTREAMS: yup
    .string()
    .trim()
    .default('')
    .test('upstreams', 'must be a comma list of name=https://base.url', (value) =>
      namedList(value).every(
        ([name, url]) => /^[a-z0-9][a-z0-9-]{0,62}$/.test(name) && /^https?:\/\/[^\s,]+$/.test(url),
      ),
    ),
  FERRY_HTTP_UPSTREAM_TOKENS: yup
    .string()
    .trim()
    .default('')
    .test('tokens', 'must be a comma list of name=token', (value) =>
      namedList(value).every(([name, token]) => name !== '' && token !== ''),
    ),
  FERRY_HTTP_TIMEOUT_MS: yup
    .number()
    .typeError('must be a number')
    .integer()
    .min(50)
    .max(60_000)
    .default(1000),
  FERRY_HTTP_RETRIES: yup.number().typeError('must be a number').integer().min(0).max(5).default(2),
  FERRY_HTTP_BREAKER_THRESHOLD: yup
    .number()
    .typeError('must be a number')
    .integer()
    .min(1)
    .max(100)
    .default(5),
  FERRY_HTTP_BREAKER_COOLDOWN_SECONDS: yup
    .number()
    .typeError('must be a number')
    .integer()
    .min(1)
    .max(3600)
    .default(30),
  TRUST_PROXY: yup
    .string()
    .trim()
    .default('false')
    .test(
      'trust-proxy',
      'must be false, a number of hops, or a comma list of loopback, linklocal, uniquelocal, IP addresses and CIDR ranges',
      (value) => trustProxyOf(value) !== undefined,
    ),
  WORKER_CONCURRENCY: yup.number().typeError('must be a number').integer().min(1).max(100).default(4),
  UNPAID_HOLD_PLACES_PER_SAILING: yup
    .number()
    .typeError('must be a number')
    .integer()
    .min(1)
    .max(10_000)
    .default(60),
  JOB_QUEUE_PREFIX: yup
    .string()
    .trim()
    .matches(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be lowercase letters, digits and dashes')
    .default('kyma'),
  JOB_STALLED_SECONDS: yup.number().typeError('must be a number').integer().min(1).max(3600).default(30),
  FRAME_ANCESTORS: yup
    .string()
    .trim()
    .default('')
    .test('origins', 'must be space-separated https:// origins', (value) =>
      (value ?? '')
        .split(/\s+/)
        .every((origin) => origin === '' || /^https:\/\/[\w.-]+(:\d+)?$/.test(origin)),
    ),
  JWT_SECRET: yup.string().min(32, 'must have at least 32 characters'),
  ACCESS_TOKEN_TTL_SECONDS: seconds(60, 86_400).default(900),
  REFRESH_TOKEN_TTL_SECONDS: seconds(300, 365 * 86_400).default(30 * 86_400),
  ACTIVATION_TOKEN_TTL_SECONDS: seconds(300, 30 * 86_400).default(2 * 86_400),
  PASSWORD_RESET_TOKEN_TTL_SECONDS: seconds(300, 7 * 86_400).default(3600),
  SMTP_URL: urlWithProtocol(['smtp:', 'smtps:']),
  MAIL_FROM: yup
    .string()
    .trim()
    .matches(
      /^[^<>\r\n]*<?[^\s@<>]+@[^\s@<>]+>?$/,
      'must be an address such as "Kyma <no-reply@example.com>"',
    )
    .default('Kyma <no-reply@kyma.travel>'),
  NEWSLETTER_GROUP: yup
    .string()
    .trim()
    .matches(/^[\w.-]{1,100}$/, 'must be letters, digits, dots, dashes or underscores')
    .default('travellers'),
  FILES_DIR: yup.string().trim(),
  UPLOAD_MAX_BYTES: yup
    .number()
    .typeError('must be a number')
    .integer('must be an integer')
    .min(1024, 'must be at least 1024')
    .max(100 * 1024 * 1024, 'must be at most 104857600')
    .default(10 * 1024 * 1024),
  WATERMARK_TEXT: yup.string().trim().max(40, 'must have at most 40 characters').default('Kyma'),
  CONTENT_CACHE_TTL_MS: yup
    .number()
    .typeError('must be a number')
    .integer()
    .min(0)
    .max(3_600_000)
    .default(60_000),
  RENDER_CACHE_TTL_MS: yup
    .number()
    .typeError('must be a number')
    .integer()
    .min(0)
    .max(86_400_000)
    .default(300_000),
  ADMIN_EMAIL: yup.string().trim().email('must be an e-mail address'),
  ADMIN_PASSWORD: yup
    .string()
    .min(10, 'must have at least 10 characters')
    .test('admin-pair', 'must be set together with ADMIN_EMAIL', function (value) {
      return !this.parent.ADMIN_EMAIL || Boolean(value);
    }),
  // Card payment providers.
  PAYMENT_PROVIDERS: yup
    .string()
    .trim()
    .default('sandbox')
    .test('providers', 'must be a comma list of sandbox, viva and cardlink, each at most once', (value) => {
      const names = providerList(value);
      return (
        names.length > 0 &&
        new Set(names).size === names.length &&
        names.every((name) => (PAYMENT_PROVIDER_NAMES as readonly string[]).includes(name))
      );
    }),
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
  // Courier delivery and the tax registry.
  COURIER_PROVIDER: yup
    .string()
    .trim()
    .lowercase()
    .oneOf(['sandbox', 'acs'], 'must be sandbox or acs')
    .default('sandbox'),
  ACS_API_KEY: requiredWhen('COURIER_PROVIDER', 'acs'),
  ACS_COMPANY_ID: requiredWhen('COURIER_PROVIDER', 'acs'),
  ACS_COMPANY_PASSWORD: requiredWhen('COURIER_PROVIDER', 'acs'),
  ACS_USER_ID: requiredWhen('COURIER_PROVIDER', 'acs'),
  ACS_USER_PASSWORD: requiredWhen('COURIER_PROVIDER', 'acs'),
  ACS_BILLING_CODE: requiredWhen('COURIER_PROVIDER', 'acs'),
  ACS_URL: urlWithProtocol(['http:', 'https:']).default(ACS_URL),
  TAX_REGISTRY_PROVIDER: yup
    .string()
    .trim()
    .lowercase()
    .oneOf(['sandbox', 'aade'], 'must be sandbox or aade')
    .default('sandbox'),
  AADE_USERNAME: requiredWhen('TAX_REGISTRY_PROVIDER', 'aade'),
  AADE_PASSWORD: requiredWhen('TAX_REGISTRY_PROVIDER', 'aade'),
  AADE_CALLER_VAT: yup
    .string()
    .trim()
    .test(
      'vat-number',
      'must be a Greek VAT number (ΑΦΜ) of nine digits',
      (value) => !value || isValidVatNumber(value),
    ),
  AADE_URL: urlWithProtocol(['http:', 'https:']).default(AADE_URL),
  // Marketing events.
  MARKETING_PROVIDER: yup
    .string()
    .trim()
    .lowercase()
    .oneOf(MARKETING_PROVIDER_NAMES, 'must be none, sandbox or facebook')
    .default('none'),
  FACEBOOK_PIXEL_ID: requiredForFacebook().matches(/^\d{1,30}$/, 'must be the pixel (data set) id (digits)'),
  FACEBOOK_ACCESS_TOKEN: requiredForFacebook(),
  FACEBOOK_API_VERSION: yup
    .string()
    .trim()
    .matches(/^v\d{1,3}\.\d{1,2}$/, 'must be a Graph API version such as v25.0')
    .default('v25.0'),
  FACEBOOK_TEST_EVENT_CODE: yup.string().trim().max(100),
  FACEBOOK_GRAPH_URL: urlWithProtocol(['http:', 'https:']),
});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** `a=x,b=y` as pairs; the value may itself hold `=` (URLs with queries, tokens). */
function namedList(text: string | undefined): Array<[string, string]> {
  return (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf('=');
      return at < 0 ? [entry, ''] : [entry.slice(0, at).trim(), entry.slice(at + 1).trim()];
    });
}

const PROXY_NAME = /^(loopback|linklocal|uniquelocal|[\d.]+(\/\d{1,2})?|[\da-f:]+(\/\d{1,3})?)$/i;

/** TRUST_PROXY as Express takes it; undefined when the text is none of the accepted forms. */
function trustProxyOf(text: string | undefined): Config['trustProxy'] | undefined {
  const value = (text ?? '').trim().toLowerCase();
  if (['', 'false', '0', 'no'].includes(value)) return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every((entry) => PROXY_NAME.test(entry)) ? entries : undefined;
}

const emptyToUndefined = (value: string | undefined) =>
  value === undefined || value === '' ? undefined : value;

/** Parses the environment; throws a ConfigError that names every bad variable and why. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  let parsed: yup.InferType<typeof envSchema>;
  try {
    const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
    parsed = envSchema.validateSync(present, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      const lines = error.inner.map(
        (inner) => `  ${inner.path}: ${inner.message.replace(`${inner.path} `, '')}`,
      );
      throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
    }
    throw error;
  }
  const port = parsed.PORT;
  const dataDir = path.resolve(parsed.DATA_DIR);
  return {
    nodeEnv: parsed.NODE_ENV as Config['nodeEnv'],
    host: parsed.HOST,
    port,
    publicUrl: (emptyToUndefined(parsed.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: parsed.LOG_LEVEL as Config['logLevel'],
    databaseUrl: emptyToUndefined(parsed.DATABASE_URL),
    redisUrl: emptyToUndefined(parsed.REDIS_URL),
    dataDir,
    migrateOnStart: ['true', '1', 'yes'].includes(parsed.MIGRATE_ON_START),
    seedContentOnStart: ['true', '1', 'yes'].includes(parsed.SEED_CONTENT_ON_START),
    shutdownTimeoutMs: parsed.SHUTDOWN_TIMEOUT_MS,
    workerConcurrency: parsed.WORKER_CONCURRENCY,
    jobStalledMs: parsed.JOB_STALLED_SECONDS * 1000,
    jobQueuePrefix: parsed.JOB_QUEUE_PREFIX,
    unpaidHoldPlacesPerSailing: parsed.UNPAID_HOLD_PLACES_PER_SAILING,
    ferryUpstreams: parsed.FERRY_UPSTREAMS
      ? parsed.FERRY_UPSTREAMS.replace(/^none$/, '')
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
      : undefined,
    ferryUpstreamTimeoutMs: parsed.FERRY_UPSTREAM_TIMEOUT_MS,
    ferryUpstreamLatencyMs: parsed.FERRY_UPSTREAM_LATENCY_MS,
    ferryUpstreamFaults: parsed.FERRY_UPSTREAM_FAULTS,
    ferrySearchCacheTtlMs: parsed.FERRY_SEARCH_CACHE_TTL_SECONDS * 1000,
    ferryHoldMinutes: parsed.FERRY_HOLD_MINUTES,
    ferryHttpUpstreams: namedList(parsed.FERRY_HTTP_UPSTREAMS).map(([name, baseUrl]) => ({
      name,
      baseUrl,
      token: Object.fromEntries(namedList(parsed.FERRY_HTTP_UPSTREAM_TOKENS))[name],
    })),
    ferryHttpAttemptTimeoutMs: parsed.FERRY_HTTP_TIMEOUT_MS,
    ferryHttpRetries: parsed.FERRY_HTTP_RETRIES,
    ferryHttpBreakerThreshold: parsed.FERRY_HTTP_BREAKER_THRESHOLD,
    ferryHttpBreakerCoolDownMs: parsed.FERRY_HTTP_BREAKER_COOLDOWN_SECONDS * 1000,
    trustProxy: trustProxyOf(parsed.TRUST_PROXY) ?? false,
    frameAncestors: ["'self'", ...parsed.FRAME_ANCESTORS.split(/\s+/).filter(Boolean)],
    jwtSecret: emptyToUndefined(parsed.JWT_SECRET),
    accessTokenTtlSeconds: parsed.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: parsed.REFRESH_TOKEN_TTL_SECONDS,
    activationTokenTtlSeconds: parsed.ACTIVATION_TOKEN_TTL_SECONDS,
    passwordResetTokenTtlSeconds: parsed.PASSWORD_RESET_TOKEN_TTL_SECONDS,
    smtpUrl: emptyToUndefined(parsed.SMTP_URL),
    mailFrom: parsed.MAIL_FROM,
    newsletterGroup: parsed.NEWSLETTER_GROUP,
    filesDir: path.resolve(dataDir, emptyToUndefined(parsed.FILES_DIR) ?? 'files'),
    uploadMaxBytes: parsed.UPLOAD_MAX_BYTES,
    watermarkText: parsed.WATERMARK_TEXT,
    contentCacheTtlMs: parsed.CONTENT_CACHE_TTL_MS,
    renderCacheTtlMs: parsed.RENDER_CACHE_TTL_MS,
    admin:
      parsed.ADMIN_EMAIL && parsed.ADMIN_PASSWORD
        ? { email: parsed.ADMIN_EMAIL, password: parsed.ADMIN_PASSWORD }
        : undefined,
    ...paymentProvidersOf(parsed),
    ...courierAndTaxRegistryOf(parsed),
    ...marketingOf(parsed),
  };
}

/** The courier's and the tax registry's settings; the schema has already refused missing credentials. */
function courierAndTaxRegistryOf(
  parsed: yup.InferType<typeof envSchema>,
): Pick<Config, 'courier' | 'taxRegistry'> {
  return {
    courier:
      parsed.COURIER_PROVIDER === 'acs'
        ? {
            provider: 'acs',
            url: parsed.ACS_URL,
            apiKey: parsed.ACS_API_KEY!,
            companyId: parsed.ACS_COMPANY_ID!,
            companyPassword: parsed.ACS_COMPANY_PASSWORD!,
            userId: parsed.ACS_USER_ID!,
            userPassword: parsed.ACS_USER_PASSWORD!,
            billingCode: parsed.ACS_BILLING_CODE!,
          }
        : { provider: 'sandbox' },
    taxRegistry:
      parsed.TAX_REGISTRY_PROVIDER === 'aade'
        ? {
            provider: 'aade',
            url: parsed.AADE_URL,
            username: parsed.AADE_USERNAME!,
            password: parsed.AADE_PASSWORD!,
            callerVat: parsed.AADE_CALLER_VAT ?? '',
          }
        : { provider: 'sandbox' },
  };
}

/** The marketing provider's settings; the schema has already refused facebook without its credentials. */
function marketingOf(parsed: yup.InferType<typeof envSchema>) {
  const marketingProvider = parsed.MARKETING_PROVIDER as MarketingProviderName;
  return {
    marketingProvider,
    facebook:
      marketingProvider === 'facebook'
        ? {
            pixelId: parsed.FACEBOOK_PIXEL_ID!,
            accessToken: parsed.FACEBOOK_ACCESS_TOKEN!,
            apiVersion: parsed.FACEBOOK_API_VERSION,
            graphUrl:
              emptyToUndefined(parsed.FACEBOOK_GRAPH_URL)?.replace(/\/+$/, '') ??
              'https://graph.facebook.com',
            testEventCode: emptyToUndefined(parsed.FACEBOOK_TEST_EVENT_CODE),
          }
        : undefined,
  };
}

/** The card providers' settings; the schema has already refused a listed provider with one missing. */
function paymentProvidersOf(parsed: yup.InferType<typeof envSchema>) {
  const paymentProviders = providerList(parsed.PAYMENT_PROVIDERS) as PaymentProviderName[];
  const hosts = VIVA_HOSTS[parsed.VIVA_ENVIRONMENT as keyof typeof VIVA_HOSTS];
  const trimmed = (url: string | undefined) => emptyToUndefined(url)?.replace(/\/+$/, '');
  return {
    paymentProviders,
    viva: paymentProviders.includes('viva')
      ? {
          clientId: parsed.VIVA_CLIENT_ID!,
          clientSecret: parsed.VIVA_CLIENT_SECRET!,
          merchantId: parsed.VIVA_MERCHANT_ID!,
          apiKey: parsed.VIVA_API_KEY!,
          sourceCode: parsed.VIVA_SOURCE_CODE!,
          accountsUrl: trimmed(parsed.VIVA_ACCOUNTS_URL) ?? hosts.accountsUrl,
          apiUrl: trimmed(parsed.VIVA_API_URL) ?? hosts.apiUrl,
          checkoutUrl: trimmed(parsed.VIVA_CHECKOUT_URL) ?? hosts.checkoutUrl,
        }
      : undefined,
    cardlink: paymentProviders.includes('cardlink')
      ? {
          merchantId: parsed.CARDLINK_MID!,
          sharedSecret: parsed.CARDLINK_SHARED_SECRET!,
          vposUrl: parsed.CARDLINK_VPOS_URL!,
        }
      : undefined,
  };
}
