import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '#config';
import { type Composition, compose } from '#container';
import { createApp } from '#web/server/app.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { TEST_CLOCK_ENV } from '../../support/test-today.ts';

const ASSET = '/assets/entry.client-Dx7Qm2Ab.js';
let db: TestDatabase;
let composition: Composition;
let clientDir: string;
let server: Server;

/** Raw bytes as sent: supertest and fetch would decode them. */
function fetchRaw(url: string, acceptEncoding?: string): Promise<{ res: IncomingMessage; body: Buffer }> {
  const { port } = server.address() as AddressInfo;
  const headers = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {};
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ res, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'kyma-client-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, ASSET), 'export const ports = ["PIR", "JTR"];\n'.repeat(200));
  // The build's own post-build step makes the compressed copies.
  execFileSync(process.execPath, ['scripts/precompress-client.ts', clientDir]);

  db = await createTestDatabase();
  const config = loadConfig({
    ...TEST_CLOCK_ENV,
    DATABASE_URL: db.url,
    REDIS_URL: inject('redisUrl'),
    LOG_LEVEL: 'silent',
  });
  composition = await compose(config, pino({ level: 'silent' }));
  const app = createApp({
    services: composition.services,
    logger: pino({ level: 'silent' }),
    ssr: (_req, res) => {
      res.status(404).end();
    },
    clientBuildDir: clientDir,
    development: false,
    publicUrl: 'http://kyma.test',
    frameAncestors: ["'self'"],
    isShuttingDown: () => false,
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await composition?.close();
  await db?.destroy();
  await rm(clientDir, { recursive: true, force: true });
});

describe('built client files', () => {
  it('sends a hashed asset Brotli-compressed from the build, cached for a year as immutable', async () => {
    const file = await readFile(path.join(clientDir, ASSET));
    const { res, body } = await fetchRaw(ASSET, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(body).toEqual(await readFile(path.join(clientDir, `${ASSET}.br`)));
    expect(brotliDecompressSync(body)).toEqual(file);
  });

  it('sends the gzip copy to browsers without Brotli, and the file itself, uncompressed, to the rest', async () => {
    const file = await readFile(path.join(clientDir, ASSET));
    const gzip = await fetchRaw(ASSET, 'gzip');
    expect(gzip.res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body)).toEqual(file);
    // Nothing is compressed on the fly any more, not even with an encoding the build does not make.
    const plain = await fetchRaw(ASSET, 'deflate');
    expect(plain.res.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(file);
  });

  it('answers an unknown hashed asset with 404 rather than a page', async () => {
    const { res } = await fetchRaw('/assets/missing-00000000.js', 'br');
    expect(res.statusCode).toBe(404);
  });
});
