import { compose } from '#container';
import { exitWhenLocked } from './cli/exit-when-locked.ts';
import { loadConfigOrExit } from './cli/load-config-or-exit.ts';
import { createLogger } from './logging.ts';

const config = loadConfigOrExit();
const logger = createLogger(config, 'worker');
if (!config.redisUrl) {
  logger.error('The worker needs REDIS_URL. Without Redis the web process runs the jobs itself.');
  process.exit(78);
}
const composition = await exitWhenLocked(compose(config, logger));
await composition.prepareStorage({ migrate: config.migrateOnStart });
await composition.startBackgroundWork({ consumeJobs: true });
logger.info({ concurrency: config.workerConcurrency }, 'worker is consuming jobs');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'worker shutting down: finishing jobs in progress');
  // Jobs are idempotent and retried: one stuck past the timeout is better retried than waited for.
  setTimeout(() => {
    logger.error({ timeoutMs: config.shutdownTimeoutMs }, 'jobs did not finish in time, exiting');
    process.exit(1);
  }, config.shutdownTimeoutMs).unref();
  await composition.close();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
