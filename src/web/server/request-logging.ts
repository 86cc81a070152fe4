import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger as PinoLogger } from 'pino';
import { pinoHttp } from 'pino-http';

const REQUEST_ID = /^[\w-]{8,64}$/;
/** Query parameters that carry secrets: the e-mailed links' `?token=` (activation, password reset). */
const SECRET_PARAMETERS = new Set(['token', 'secret', 'password', 'key']);

/** The address as asked, with the values of secret parameters blanked out. */
export function loggedUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const parameters = new URLSearchParams(url.slice(query + 1));
  const secret = [...parameters.keys()].filter((name) => SECRET_PARAMETERS.has(name.toLowerCase()));
  if (secret.length === 0) return url;
  for (const name of secret) parameters.set(name, '[Redacted]');
  return `${url.slice(0, query)}?${parameters}`;
}

/**
 * Logs every request with an id: the caller's X-Request-Id when it looks sane, else a new UUID. A line
 * says what was asked and how it went; headers stay out (cookies and tokens have no place in logs, and
 * writing them out took more of a kept page's time than sending it), and so do secrets in the query.
 */
export function requestLogging(logger: PinoLogger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId(req, res) {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    serializers: {
      req: (req: { id: unknown; method: string; url: string; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        url: loggedUrl(req.url),
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
  });
}
