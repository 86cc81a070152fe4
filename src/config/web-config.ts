import * as yup from 'yup';
import { emptyToUndefined, urlWithProtocol } from './env-rules.ts';

/** The web process: where it listens, who it trusts and who may frame it. */
export interface WebConfig {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  shutdownTimeoutMs: number;
  /** MAX_CONNECTIONS: connections one web process holds at once; more are closed as they arrive. */
  maxConnections: number;
  /**
   * Which proxies' X-Forwarded-For to believe (TRUST_PROXY): none (false), the nearest `n` hops, or
   * named addresses and ranges; a client could otherwise pick its own address and dodge rate limits.
   */
  trustProxy: false | number | string[];
  /** Who may frame the site (CSP frame-ancestors): 'self' plus booking partners' origins. */
  frameAncestors: string[];
}

const PROXY_NAME = /^(loopback|linklocal|uniquelocal|[\d.]+(\/\d{1,2})?|[\da-f:]+(\/\d{1,3})?)$/i;

/** TRUST_PROXY as Express takes it; undefined when the text is none of the accepted forms. */
function trustProxyOf(text: string | undefined): WebConfig['trustProxy'] | undefined {
  const value = (text ?? '').trim().toLowerCase();
  if (['', 'false', '0', 'no'].includes(value)) return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every((entry) => PROXY_NAME.test(entry)) ? entries : undefined;
}

export const webEnv = yup.object({
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
  SHUTDOWN_TIMEOUT_MS: yup.number().typeError('must be a number').integer().min(0).default(10_000),
  MAX_CONNECTIONS: yup.number().typeError('must be a number').integer().min(1).default(1024),
  TRUST_PROXY: yup
    .string()
    .trim()
    .default('false')
    .test(
      'trust-proxy',
      'must be false, a number of hops, or a comma list of loopback, linklocal, uniquelocal, IP addresses and CIDR ranges',
      (value) => trustProxyOf(value) !== undefined,
    ),
  FRAME_ANCESTORS: yup
    .string()
    .trim()
    .default('')
    .test('origins', 'must be space-separated https:// origins', (value) =>
      (value ?? '')
        .split(/\s+/)
        .every((origin) => origin === '' || /^https:\/\/[\w.-]+(:\d+)?$/.test(origin)),
    ),
});

export function webConfigOf(env: yup.InferType<typeof webEnv>): WebConfig {
  return {
    nodeEnv: env.NODE_ENV as WebConfig['nodeEnv'],
    host: env.HOST,
    port: env.PORT,
    publicUrl: (emptyToUndefined(env.PUBLIC_URL) ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL as WebConfig['logLevel'],
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    maxConnections: env.MAX_CONNECTIONS,
    trustProxy: trustProxyOf(env.TRUST_PROXY) ?? false,
    frameAncestors: ["'self'", ...env.FRAME_ANCESTORS.split(/\s+/).filter(Boolean)],
  };
}
