import pino from 'pino';
import type { Config } from '#config';

/** JSON logs in production (one line per event, for the log shipper); readable lines on a terminal. */
export function createLogger(config: Pick<Config, 'logLevel' | 'nodeEnv'>, name: string): pino.Logger {
  const pretty = config.nodeEnv === 'development' && process.stdout.isTTY;
  return pino({
    name,
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  });
}
