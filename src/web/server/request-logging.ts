import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger as PinoLogger } from 'pino';

declare module 'express-serve-static-core' {
  interface Locals {
    /**
     * The request's logger, for the pages: the server-rendering bundle has a copy of this module of its own
     * (built apart, or loaded through Vite), so it reaches the request's lines here, as it does the nonce.
     */
    requestLog?: () => PinoLogger;
  }
}

const REQUEST_ID = /^[\w-]{8,64}$/;
/** Query parameters that carry secrets: the e-mailed links' `?token=` (activation, password reset). */
const SECRET_PARAMETERS = new Set(['token', 'secret', 'password', 'key']);
/** The probes' requests: answered with an id, never logged. */
const QUIET_PATHS = new Set(['/healthz', '/readyz']);

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

interface LoggedRequest {
  logger: PinoLogger;
  fields: { id: string; method: string | undefined; url: string; remoteAddress: string | undefined };
  child?: PinoLogger;
}
const loggedRequests = new WeakMap<IncomingMessage, LoggedRequest>();

/**
 * Logs every request with an id: the caller's X-Request-Id when it looks sane, else a new UUID. A line
 * says what was asked and how it went; headers stay out (cookies and tokens have no place in logs, and
 * writing them out took more of a kept page's time than sending it), and so do secrets in the query.
 * The line's fields are pino-http's (`req`, `res`, `responseTime`, its messages), written by one call
 * when the response closes: pino-http made a child logger per request, its serializers building the whole
 * request and response (headers included) to keep four fields of them, 2.7 % of a fresh page's CPU
 * (decision 0092). A request's own lines get their child logger only when one is written.
 */
export function requestLogging(logger: PinoLogger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', id);
    const fields = {
      id,
      method: req.method,
      url: loggedUrl(req.url),
      remoteAddress: req.socket.remoteAddress,
    };
    const logged: LoggedRequest = { logger, fields };
    loggedRequests.set(req, logged);
    res.locals.requestLog = () => childLogger(logged);
    if (!QUIET_PATHS.has(req.url)) {
      const started = Date.now();
      res.once('close', () => {
        const responseTime = Date.now() - started;
        const { statusCode } = res;
        if (statusCode >= 500) {
          const err = new Error(`failed with status code ${statusCode}`);
          logger.error({ req: fields, res: { statusCode }, err, responseTime }, 'request errored');
        } else logger.info({ req: fields, res: { statusCode }, responseTime }, 'request completed');
      });
    }
    next();
  };
}

/**
 * The logger of what happens while answering a request: its lines carry the request's fields. None for a
 * request that did not pass `requestLogging` (a router tested on its own).
 */
export function requestLog(req: IncomingMessage): PinoLogger | undefined {
  const logged = loggedRequests.get(req);
  return logged && childLogger(logged);
}

function childLogger(logged: LoggedRequest): PinoLogger {
  logged.child ??= logged.logger.child({ req: logged.fields });
  return logged.child;
}
