import type { Server } from 'node:http';
import type { Express } from 'express';
import type { Logger } from 'pino';

export interface RunningServer {
  server: Server;
  url: string;
}

export async function listen(app: Express, host: string, port: number): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (error?: Error) => {
      if (error) return reject(error);
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
