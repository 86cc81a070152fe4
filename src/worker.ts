import { loadConfigOrExit } from './cli/load-config-or-exit.ts';
import { compose } from './container.ts';
import { createLogger } from './logging.ts';

const config = loadConfigOrExit();
const logger = createLogger(config, 'worker');
if (!config.redisUrl) {
  logger.error('The worker needs REDIS_URL. Without Redis the web process runs the jobs itself.');
  process.exit(78);
}
const composition = await compose(config, logger);
await composition.prepareStorage({ migrate: config.migrateOnStart });
await composition.startBackgroundWork({ consumeJobs: true });
logger.info({ concurrency: config.workerConcurrency }, 'worker is consuming jobs');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'worker shutting down: finishing jobs in progress');
  await composition.close();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
