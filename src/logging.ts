import pino from 'pino';
import type { Config } from '#config';

/** How long a log line may wait in the buffer when few are written. */
const FLUSH_EVERY_MS = 250;

/**
 * Log lines go out in batches of 4 KB, or at the latest after a quarter of a second: one write per line
 * was a third of the CPU a kept page costs to serve. Pino writes what is left when the process exits.
 */
function batchedStdout(): pino.DestinationStream {
  const stdout = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => stdout.flush(), FLUSH_EVERY_MS).unref();
  return stdout;
}

/** JSON logs in production (one line per event, for the log shipper); readable lines on a terminal. */
export function createLogger(config: Pick<Config, 'logLevel' | 'nodeEnv'>, name: string): pino.Logger {
  const pretty = config.nodeEnv === 'development' && process.stdout.isTTY;
  const options: pino.LoggerOptions = {
    name,
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  };
  return pretty
    ? pino({ ...options, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } })
    : pino(options, batchedStdout());
}
