import { randomInt } from 'node:crypto';
import express, { type RequestHandler } from 'express';
import type { Knex } from 'knex';
import pino from 'pino';
import request from 'supertest';
import { inject } from 'vitest';
import { Argon2PasswordHasher } from '#adapters/crypto/argon2-password-hasher.ts';
import { loadConfig } from '#config';
import { type Composition, compose } from '#container';
import { createApp } from '#web/server/app.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { TEST_CLOCK_ENV } from '../../support/test-today.ts';

export const ADMIN = { email: 'admin@kyma.test', password: 'admin-password-1' };

export interface ApiHarness {
  app: express.Express;
  knex: Knex;
  composition: Composition;
  dataDir: string;
  /** Creates an active user with this scope and returns a bearer header for it. */
  userWithScope(scope: unknown, email?: string): Promise<string>;
  login(email: string, password: string): Promise<string>;
  close(): Promise<void>;
}

let counter = 0;

/** A real composition on a fresh PostgreSQL database and Redis, served by the real Express app. */
export async function startApiHarness(
  env: Record<string, string> = {},
  web: { ssr?: RequestHandler; renderCache?: boolean } = {},
): Promise<ApiHarness> {
  const db: TestDatabase = await createTestDatabase();
  const { mkdtemp } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kyma-content-'));
  const config = loadConfig({
    ...TEST_CLOCK_ENV,
    DATABASE_URL: db.url,
    REDIS_URL: inject('redisUrl'),
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    CONTENT_CACHE_TTL_MS: '0',
    // These tests count and name their own rows: no seed content in their database.
    SEED_CONTENT_ON_START: 'false',
    TRUST_PROXY: 'loopback',
    ...env,
  });
  const logger = pino({ level: 'silent' });
  const composition = await compose(config, logger);
  await composition.prepareStorage({ migrate: true });
  const site = createApp({
    services: composition.services,
    logger,
    ssr:
      web.ssr ??
      ((_req, res) => {
        res.status(404).send('no ssr in this test');
      }),
    renderedPages: web.renderCache ? composition.renderedPages : undefined,
    development: false,
    publicUrl: config.publicUrl,
    frameAncestors: ["'self'"],
    trustProxy: config.trustProxy,
    isShuttingDown: () => false,
    queueDashboard: composition.queueDashboard,
  });
  // Each harness calls from its own address, so the per-address rate limits in the shared Redis do not
  // carry over between test files and runs.
  const address = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use((req, _res, next) => {
    req.headers['x-forwarded-for'] = address;
    next();
  });
  app.use(site);
  const hasher = new Argon2PasswordHasher();
  const harness: ApiHarness = {
    app,
    knex: db.knex,
    composition,
    dataDir,
    async login(email, password) {
      const response = await request(app).post('/api/auth/login').send({ email, password });
      if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.text}`);
      return `Bearer ${response.body.access_token}`;
    },
    async userWithScope(scope, email) {
      counter += 1;
      const address = email ?? `user${counter}-${Date.now()}@kyma.test`;
      await db.knex('users').insert({
        email: address,
        password_hash: await hasher.hash('user-password-1'),
        active: true,
        scope: JSON.stringify(scope),
      });
      return harness.login(address, 'user-password-1');
    },
    async close() {
      await composition.close();
      await db.destroy();
    },
  };
  return harness;
}
