import { once } from 'node:events';
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { onTheFlyCompression } from '#web/server/on-the-fly-compression.ts';

/** A page-like body larger than the window (300 KB): it still comes back whole. */
const page = Array.from(
  { length: 6000 },
  (_, row) => `<li><a href="/en/results?row=${row}">Row ${row}</a></li>`,
).join('');

/** The bytes as sent (a client library would decode them), for the encoding the client accepts. */
async function sent(acceptEncoding: string) {
  const app = express();
  app.use(onTheFlyCompression());
  app.get('/', (_req, res) => res.type('html').send(page));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    const [response] = (await once(
      get({ port, host: '127.0.0.1', path: '/', headers: { 'accept-encoding': acceptEncoding } }),
      'response',
    )) as [IncomingMessage];
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    return { encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) };
  } finally {
    server.close();
  }
}

describe('on-the-fly compression', () => {
  it('sends Brotli with a 256 KB window that decodes to the page', async () => {
    const { encoding, body } = await sent('br, gzip');
    expect(encoding).toBe('br');
    // A Brotli stream starts with its window: a set first bit, then 3 bits n for 2^(17 + n) bytes.
    expect(body[0]! & 0b1111).toBe(0b0011);
    expect(brotliDecompressSync(body).toString()).toBe(page);
  });

  it('sends gzip to a client without Brotli', async () => {
    const { encoding, body } = await sent('gzip');
    expect(encoding).toBe('gzip');
    expect(gunzipSync(body).toString()).toBe(page);
  });
});
