import { createServer, type Server } from 'node:http';
import type { Express } from 'express';
import type { Logger } from 'pino';

export interface RunningServer {
  server: Server;
  url: string;
}

/**
 * How long a connection may say nothing, take over its headers or its whole request (body included), or
 * wait idle between keep-alive requests, and how many one process holds at once. Without them a client
 * could hold sockets open for ever by sending nothing or half a request (issue #33).
 */
export interface ConnectionLimits {
  idleMs: number;
  headersMs: number;
  requestMs: number;
  keepAliveMs: number;
  maxConnections: number;
  /** How often Node looks for connections past the header and request deadlines. */
  checkEveryMs: number;
}

export const CONNECTION_LIMITS: Omit<ConnectionLimits, 'maxConnections'> = {
  idleMs: 30_000,
  headersMs: 20_000,
  // An upload of UPLOAD_MAX_BYTES over a slow line fits; a body trickled byte by byte does not.
  requestMs: 120_000,
  keepAliveMs: 5_000,
  checkEveryMs: 1_000,
};

export async function listen(
  app: Express,
  host: string,
  port: number,
  limits: ConnectionLimits,
): Promise<RunningServer> {
  const server = createServer(
    {
      headersTimeout: limits.headersMs,
      requestTimeout: limits.requestMs,
      keepAliveTimeout: limits.keepAliveMs,
      connectionsCheckingInterval: limits.checkEveryMs,
    },
    app,
  );
  // A socket silent this long is destroyed, whether it sent nothing, half a request or stalled mid-body.
  server.timeout = limits.idleMs;
  server.maxConnections = limits.maxConnections;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({ server, url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}` });
    });
  });
}

/**
 * Stops taking new connections, lets requests in flight finish (idle keep-alive sockets are closed at
 * once), then runs `cleanup`; after `timeoutMs` the remaining sockets are cut so shutdown always ends.
 */
export function closeGracefully(server: Server, timeoutMs: number, logger: Logger): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      logger.warn('shutdown timeout reached, closing remaining connections');
      server.closeAllConnections();
    }, timeoutMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
}
