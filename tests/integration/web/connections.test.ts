import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONNECTION_LIMITS,
  type ConnectionLimits,
  listen,
  type RunningServer,
} from '#web/server/http-server.ts';
import { RawConnection } from '../../support/raw-http.ts';

/**
 * Issue #33, point 7: idle and half-sent connections were never closed, and nothing capped them. The
 * server is the one `listen` makes for the web process, with its deadlines shortened so the test is quick.
 */
const QUICK: ConnectionLimits = {
  idleMs: 400,
  headersMs: 300,
  requestMs: 600,
  keepAliveMs: 200,
  checkEveryMs: 50,
  maxConnections: 100,
};

let running: RunningServer | undefined;
const connections: RawConnection[] = [];

afterEach(() => {
  for (const connection of connections.splice(0)) connection.socket.destroy();
  running?.server.closeAllConnections();
  running?.server.close();
});

async function serve(limits: ConnectionLimits): Promise<number> {
  const app = express().get('/', (_req, res) => void res.type('text/plain').send('ok'));
  running = await listen(app, '127.0.0.1', 0, limits);
  return (running.server.address() as AddressInfo).port;
}

async function open(port: number): Promise<RawConnection> {
  const connection = await RawConnection.open(port);
  connections.push(connection);
  return connection;
}

describe('connection deadlines', () => {
  it('closes a connection that sends nothing after 30 s in production', () => {
    expect(CONNECTION_LIMITS.idleMs).toBe(30_000);
    expect(CONNECTION_LIMITS.headersMs).toBeLessThanOrEqual(CONNECTION_LIMITS.idleMs);
  });

  it('closes a connection that sends nothing', async () => {
    const connection = await open(await serve(QUICK));
    await connection.closed();
    expect(connection.ended).toBe(true);
  });

  it('closes a connection that sent only a request line', async () => {
    const connection = await open(await serve({ ...QUICK, idleMs: 60_000 }));
    connection.send('GET / HTTP/1.1\r\n');
    const answer = await connection.response();
    // Node answers a request whose headers never end with 408 before it closes the connection.
    expect(answer === undefined || answer.status === 408).toBe(true);
    await connection.closed();
  });

  it('closes a connection whose body stops half-way', async () => {
    const connection = await open(await serve(QUICK));
    connection.send('POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\nhalf');
    await connection.closed();
    expect(connection.ended).toBe(true);
  });

  it('closes an idle keep-alive connection after its answer', async () => {
    const connection = await open(await serve({ ...QUICK, idleMs: 60_000 }));
    connection.send('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect((await connection.response())?.status).toBe(200);
    await connection.closed();
  });
});

describe('connection cap', () => {
  it('closes connections past the cap of one process while the first ones are served', async () => {
    const port = await serve({
      ...QUICK,
      idleMs: 60_000,
      headersMs: 60_000,
      requestMs: 60_000,
      maxConnections: 2,
    });
    const kept = [await open(port), await open(port)];
    const third = await open(port);
    await third.closed();
    for (const connection of kept) {
      connection.send('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
      expect((await connection.response())?.status).toBe(200);
    }
  });
});
