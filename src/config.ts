import path from 'node:path';
import * as yup from 'yup';

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
  shutdownTimeoutMs: number;
  workerConcurrency: number;
  /** Who may frame the site (CSP frame-ancestors): 'self' plus booking partners' origins. */
  frameAncestors: string[];
}

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
  SHUTDOWN_TIMEOUT_MS: yup.number().typeError('must be a number').integer().min(0).default(10_000),
  WORKER_CONCURRENCY: yup.number().typeError('must be a number').integer().min(1).max(100).default(4),
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

export class ConfigError extends Error {
  override name = 'ConfigError';
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
  return {
    nodeEnv: parsed.NODE_ENV as Config['nodeEnv'],
    host: parsed.HOST,
    port,
    publicUrl: (emptyToUndefined(parsed.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: parsed.LOG_LEVEL as Config['logLevel'],
    databaseUrl: emptyToUndefined(parsed.DATABASE_URL),
    redisUrl: emptyToUndefined(parsed.REDIS_URL),
    dataDir: path.resolve(parsed.DATA_DIR),
    migrateOnStart: ['true', '1', 'yes'].includes(parsed.MIGRATE_ON_START),
    shutdownTimeoutMs: parsed.SHUTDOWN_TIMEOUT_MS,
    workerConcurrency: parsed.WORKER_CONCURRENCY,
    frameAncestors: ["'self'", ...parsed.FRAME_ANCESTORS.split(/\s+/).filter(Boolean)],
  };
}
