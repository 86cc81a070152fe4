import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_LIMITS, listen, type RunningServer } from '#web/server/http-server.ts';
import { composedSite } from '../../support/composed-site.ts';
import { chunk, RawConnection } from '../../support/raw-http.ts';

/**
 * Issue #33, points 5 and 8: every route that reads a body bounds it before reading, chunked or not, and
 * a refused body never leaves its keep-alive connection dead. Spoken over raw sockets to a real server on
 * an ephemeral port, with the routes rendered through Vite as in development.
 */
let site: Awaited<ReturnType<typeof composedSite>>;
let running: RunningServer;
let port: number;

beforeAll(async () => {
  site = await composedSite();
  running = await listen(site.site, '127.0.0.1', 0, { ...CONNECTION_LIMITS, maxConnections: 100 });
  port = (running.server.address() as AddressInfo).port;
}, 120_000);

afterAll(async () => {
  running?.server.closeAllConnections();
  running?.server.close();
  await site?.close();
});

/** A chunked POST whose body goes on past `bytes` and is never finished. */
async function endlessPost(path: string, type: string, bytes: number) {
  const connection = await RawConnection.open(port);
  connection.send(
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nTransfer-Encoding: chunked\r\n\r\n`,
  );
  for (let sent = 0; sent <= bytes; sent += 16 * 1024) connection.send(chunk('x'.repeat(16 * 1024)));
  return connection;
}

/** A chunked JSON POST to `path` that goes on until it is answered. */
async function streamUntilAnswered(path: string) {
  const connection = await RawConnection.open(port);
  connection.send(
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
  );
  connection.send(chunk('{"a":"'));
  return { connection, answer: await connection.sendUntilAnswered('x'.repeat(16 * 1024)) };
}

/** A JSON POST of `body` (already JSON text, or not), answered as status and parsed body. */
async function postJson(path: string, body: string) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  });
  return { status: response.status, body: await response.json() };
}

describe('bodies bounded before they are read', () => {
  it.each(['/api/auth/login', '/booking/getDestinations', '/booking/orders'])(
    'answers %s with 413 while an endless chunked body is still being sent, and closes the connection',
    async (path) => {
      const { connection, answer } = await streamUntilAnswered(path);
      expect(answer?.status).toBe(413);
      expect(answer?.headers.connection).toBe('close');
      await connection.closed();
    },
  );

  it('refuses a compressed JSON body as an unsupported encoding instead of inflating it', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      body: gzipSync(JSON.stringify({ email: 'a@kyma.test', password: 'x' })),
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unsupportedMediaType');
  });

  it('refuses a declared length past the limit of /api with 413 without waiting for the body', async () => {
    const connection = await RawConnection.open(port);
    connection.send(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${2 * 1024 * 1024}\r\n\r\n{`,
    );
    const answer = await connection.response();
    expect(answer?.status).toBe(413);
    expect(JSON.parse(answer!.body).error.code).toBe('payloadTooLarge');
    await connection.closed();
  });

  it('still reads a JSON body within its limit on /api and /booking, and answers malformed JSON 400', async () => {
    const login = await postJson('/api/auth/login', JSON.stringify({ email: 'nobody@example.com' }));
    expect(login.status).toBe(400);
    expect(login.body.error).toMatchObject({ code: 'invalidForm', fields: [{ path: 'password' }] });
    const broken = await postJson('/api/auth/login', '{"email":');
    expect([broken.status, broken.body.error.code]).toEqual([400, 'invalidBody']);
    const destinations = await postJson('/booking/getDestinations', JSON.stringify({ origin: 1 }));
    expect(destinations.status).toBe(400);
    expect((await postJson('/booking/getDestinations', '"origin"')).status).toBe(400);
  });

  it.each([
    ['/checkout', 'application/json', 256 * 1024],
    ['/checkout/price', 'application/json', 256 * 1024],
    ['/checkout/coupon', 'application/json', 256 * 1024],
    ['/checkout/tax-registry', 'application/json', 256 * 1024],
    ['/consent', 'application/x-www-form-urlencoded', 64 * 1024],
    ['/en/chat', 'application/x-www-form-urlencoded', 64 * 1024],
  ])(
    'answers %s with 413 while a chunked body past its limit is still arriving',
    async (path, type, limit) => {
      const connection = await endlessPost(path, type, limit);
      const answer = await connection.response();
      expect(answer?.status).toBe(413);
      // The rest of the body was never read: the connection cannot carry another request, and says so.
      expect(answer?.headers.connection).toBe('close');
      await connection.closed();
    },
  );

  it('refuses a declared length past the limit of /consent with 413 without waiting for the body', async () => {
    const connection = await RawConnection.open(port);
    connection.send(
      'POST /consent HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
        `Content-Length: ${50 * 1024 * 1024}\r\n\r\nchoice=all`,
    );
    expect((await connection.response())?.status).toBe(413);
    await connection.closed();
  });

  it('answers multipart garbage posted to /consent with a localized 400, not a 500', async () => {
    const connection = await RawConnection.open(port);
    const body = '--x\r\nContent-Disposition: form-data; name="choice"\r\n\r\nall\r\n--y--garbage';
    connection.send(
      'POST /consent HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    const answer = await connection.response();
    expect(answer?.status).toBe(400);
  });
});

describe('keep-alive after a refused body', () => {
  it('a 413 on a page form closes the connection instead of leaving it dead', async () => {
    const connection = await RawConnection.open(port);
    connection.send(
      'POST /en/chat HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
        'Transfer-Encoding: chunked\r\n\r\n',
    );
    for (let sent = 0; sent < 100 * 1024; sent += 8 * 1024) connection.send(chunk('x'.repeat(8 * 1024)));
    connection.send('0\r\n\r\nGET /en/login HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const first = await connection.response();
    expect(first?.status).toBe(413);
    expect(first?.headers.connection).toBe('close');
    await connection.closed();
  });

  it('keeps the connection of requests without a body, answered at once', async () => {
    const connection = await RawConnection.open(port);
    connection.send('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n'.repeat(2));
    const first = await connection.response();
    expect([first?.status, first?.headers.connection]).toEqual([200, 'keep-alive']);
    expect((await connection.response())?.status).toBe(200);
  });

  it('keeps a connection whose refused body was small enough to be read whole', async () => {
    const connection = await RawConnection.open(port);
    const body = 'choice=nonsense';
    connection.send(
      'POST /consent HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
        `Content-Length: ${body.length}\r\n\r\n${body}GET /en/login HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect((await connection.response())?.status).toBe(400);
    expect((await connection.response())?.status).toBe(200);
  });
});
