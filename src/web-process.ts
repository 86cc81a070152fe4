import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RequestHandler } from 'express';
import { compose } from '#container';
import { createApp } from '#web/server/app.ts';
import { CONNECTION_LIMITS, closeGracefully, listen } from '#web/server/http-server.ts';
import { exitWhenLocked } from './cli/exit-when-locked.ts';
import { loadConfigOrExit } from './cli/load-config-or-exit.ts';
import { createLogger } from './logging.ts';

type SsrModule = typeof import('#web/server/ssr-handler.ts');

const config = loadConfigOrExit();
const logger = createLogger(config, 'web');
const development = config.nodeEnv === 'development';
const composition = await exitWhenLocked(compose(config, logger));
await composition.prepareStorage({ migrate: config.migrateOnStart });
// Without Redis the web process is its own worker.
await composition.startBackgroundWork({ consumeJobs: !config.redisUrl });

const ssrOptions = {
  services: composition.services,
  mode: development ? 'development' : 'production',
  publicUrl: config.publicUrl,
  queueDashboardPath: composition.queueDashboard?.path ?? null,
  sandboxPayments: config.paymentProviders.includes('sandbox'),
  testPages: config.nodeEnv !== 'production',
};
let ssr: RequestHandler;
let viteDevMiddleware: RequestHandler | undefined;
let inlineStyleSources: string[] = [];
let release: string | undefined;
if (development) {
  const vite = await import('vite').then((v) => v.createServer({ server: { middlewareMode: true } }));
  viteDevMiddleware = vite.middlewares;
  // Loaded per request so route and server edits apply without a restart.
  ssr = async (req, res, next) => {
    const module = (await vite.ssrLoadModule('/src/web/server/ssr-handler.ts')) as SsrModule;
    return module.createSsrHandler(ssrOptions)(req, res, next);
  };
} else {
  const buildDir = path.resolve('build');
  const module = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as SsrModule;
  ssr = module.createSsrHandler(ssrOptions);
  inlineStyleSources = module.inlineStyleSources;
  release = module.releaseVersion;
}

let shuttingDown = false;
const app = createApp({
  services: composition.services,
  logger,
  ssr,
  viteDevMiddleware,
  clientBuildDir: path.resolve('build/client'),
  development,
  publicUrl: config.publicUrl,
  frameAncestors: config.frameAncestors,
  trustProxy: config.trustProxy,
  isShuttingDown: () => shuttingDown,
  providerPages: composition.providerPages,
  paymentFormOrigins: composition.paymentFormOrigins,
  inlineStyleSources,
  renderedPages: composition.renderedPages,
  release,
  queueDashboard: composition.queueDashboard,
  mcp: config.mcp,
});
const { server, url } = await listen(app, config.host, config.port, {
  ...CONNECTION_LIMITS,
  maxConnections: config.maxConnections,
});
logger.info(
  {
    url,
    database: config.databaseUrl ? 'postgresql' : 'pglite',
    queue: config.redisUrl ? 'bullmq' : 'in-process',
  },
  'Kyma is listening',
);

async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal }, 'shutting down');
  exitAfter(config.shutdownTimeoutMs);
  await closeGracefully(server, config.shutdownTimeoutMs, logger);
  await composition.close();
  logger.info('stopped');
  process.exit(0);
}
/**
 * Connections still open at the timeout are cut, and the rest of the shutdown (queue, database) gets one
 * more second; a process stuck past that exits anyway rather than hang its orchestrator.
 */
function exitAfter(timeoutMs: number) {
  setTimeout(() => {
    logger.error({ timeoutMs }, 'graceful shutdown did not finish in time, exiting');
    process.exit(1);
  }, timeoutMs + 1000).unref();
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
