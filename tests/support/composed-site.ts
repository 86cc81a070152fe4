import express, { type RequestHandler } from 'express';
import pino from 'pino';
import { createServer } from 'vite';
import { loadConfig } from '#config';
import { compose } from '#container';
import { createApp } from '#web/server/app.ts';
import { createTestDatabase } from './test-database.ts';
import { TEST_CLOCK_ENV } from './test-today.ts';

/**
 * The whole site as `npm start` composes it, on a database of its own, with the pages rendered through
 * Vite as in development (no build needed); `env` adds production variables, and `logger` gets the site's
 * log (silent unless given). `close` stops it all.
 */
export async function composedSite(
  env: Record<string, string> = {},
  logger: pino.Logger = pino({ level: 'silent' }),
) {
  const db = await createTestDatabase();
  const config = loadConfig({
    DATABASE_URL: db.url,
    LOG_LEVEL: 'silent',
    SEED_CONTENT_ON_START: 'false',
    ...TEST_CLOCK_ENV,
    ...env,
  });
  const composition = await compose(config, logger);
  await composition.prepareStorage({ migrate: true });
  const vite = await createServer({
    configFile: 'vite.config.ts',
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
  });
  const module = (await vite.ssrLoadModule('/src/web/server/ssr-handler.ts')) as {
    createSsrHandler: (options: {
      services: unknown;
      mode: string;
      publicUrl: string;
      testPages: boolean;
    }) => RequestHandler;
  };
  const site = createApp({
    services: composition.services,
    logger,
    ssr: module.createSsrHandler({
      services: composition.services,
      mode: 'production',
      publicUrl: config.publicUrl,
      testPages: config.nodeEnv !== 'production',
    }),
    development: false,
    publicUrl: config.publicUrl,
    frameAncestors: ["'self'"],
    trustProxy: config.trustProxy,
    // The sandbox provider's card pages, when PAYMENT_PROVIDERS names it, as `npm start` mounts them.
    providerPages: composition.providerPages,
    isShuttingDown: () => false,
  });
  const close = async () => {
    await vite.close();
    await composition.close();
    await db.destroy();
  };
  return { site, composition, close };
}

/**
 * The site behind a proxy that gives each request an address of its own (`10.<network>.x.y`), so the
 * per-address limits (sign-ins, coupons, orders) never turn a test's answers into 429s. Needs TRUST_PROXY.
 */
export function fromEveryAddress(site: express.Express, network: number): express.Express {
  let address = 0;
  const app = express();
  app.use((req, _res, next) => {
    address += 1;
    req.headers['x-forwarded-for'] = `10.${network}.${(address >> 8) & 255}.${address & 255}`;
    next();
  });
  app.use(site);
  return app;
}
