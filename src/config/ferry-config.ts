import * as yup from 'yup';
import { namedList } from './env-rules.ts';

/** The ferry upstreams (simulated and HTTP), their deadlines and the holds on their places. */
export interface FerryConfig {
  /** Passengers that visitors' unpaid orders may hold on one sailing at once. */
  unpaidHoldPlacesPerSailing: number;
  /** Orders a visitor who is not a reseller may place per hour from one address (decision 0012). */
  anonymousOrdersPerHour: number;
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
}

export const ferryEnv = yup.object({
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
  UNPAID_HOLD_PLACES_PER_SAILING: yup
    .number()
    .typeError('must be a number')
    .integer()
    .min(1)
    .max(10_000)
    .default(60),
  ANONYMOUS_ORDERS_PER_HOUR: yup
    .number()
    .typeError('must be a number')
    .integer()
    .min(1)
    .max(10_000)
    .default(10),
});

export function ferryConfigOf(env: yup.InferType<typeof ferryEnv>): FerryConfig {
  return {
    unpaidHoldPlacesPerSailing: env.UNPAID_HOLD_PLACES_PER_SAILING,
    anonymousOrdersPerHour: env.ANONYMOUS_ORDERS_PER_HOUR,
    ferryUpstreams: env.FERRY_UPSTREAMS
      ? env.FERRY_UPSTREAMS.replace(/^none$/, '')
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
      : undefined,
    ferryUpstreamTimeoutMs: env.FERRY_UPSTREAM_TIMEOUT_MS,
    ferryUpstreamLatencyMs: env.FERRY_UPSTREAM_LATENCY_MS,
    ferryUpstreamFaults: env.FERRY_UPSTREAM_FAULTS,
    ferrySearchCacheTtlMs: env.FERRY_SEARCH_CACHE_TTL_SECONDS * 1000,
    ferryHoldMinutes: env.FERRY_HOLD_MINUTES,
    ferryHttpUpstreams: namedList(env.FERRY_HTTP_UPSTREAMS).map(([name, baseUrl]) => ({
      name,
      baseUrl,
      token: Object.fromEntries(namedList(env.FERRY_HTTP_UPSTREAM_TOKENS))[name],
    })),
    ferryHttpAttemptTimeoutMs: env.FERRY_HTTP_TIMEOUT_MS,
    ferryHttpRetries: env.FERRY_HTTP_RETRIES,
    ferryHttpBreakerThreshold: env.FERRY_HTTP_BREAKER_THRESHOLD,
    ferryHttpBreakerCoolDownMs: env.FERRY_HTTP_BREAKER_COOLDOWN_SECONDS * 1000,
  };
}
