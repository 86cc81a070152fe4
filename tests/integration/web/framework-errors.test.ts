import type express from 'express';
import pino from 'pino';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { composedSite } from '../../support/composed-site.ts';

/**
 * Issue #49, point 7: React Router wrote its own errors to stderr with their stacks (any POST to a page
 * without an action, every form posted from another site: 30,671 lines in a fuzz), outside the JSON log and
 * its redaction; and `/test/auth-flow` was served in production.
 */
type Line = { level: number; msg: string; status?: number; reason?: string; err?: { stack?: string } };

/** A logger as the site's (pino, JSON lines), writing into a list. */
function capturedLog() {
  const lines: Line[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { lines, logger };
}

const production = capturedLog();
let site: express.Express;
let composition: Awaited<ReturnType<typeof composedSite>>['composition'];
let close: () => Promise<void>;
let stderr: ReturnType<typeof vi.spyOn>;
let consoleError: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  ({ site, composition, close } = await composedSite(
    { NODE_ENV: 'production', PAYMENT_PROVIDERS: 'sandbox' },
    production.logger,
  ));
});
afterAll(async () => {
  await close?.();
});

describe('errors React Router reports', () => {
  beforeAll(() => {
    stderr = vi.spyOn(process.stderr, 'write');
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    production.lines.length = 0;
  });
  afterAll(() => {
    stderr.mockRestore();
    consoleError.mockRestore();
  });

  /** The log's lines but each request's own (its outcome, written when it closes). */
  const errorLines = () =>
    production.lines.filter((line) => !['request completed', 'request errored'].includes(line.msg));

  it('logs a POST to a page without an action as a client error, at info, without a stack', async () => {
    const answer = await request(site).post('/en/accessibility').type('form').send('name=x');

    expect(answer.status).toBe(405);
    expect(errorLines()).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'client error',
        status: 405,
        reason: expect.stringMatching(/action/),
      }),
    ]);
    expect(JSON.stringify(production.lines)).not.toMatch(/\bat .*\.(ts|js)/);
    expect(consoleError).not.toHaveBeenCalled();
    expect(stderr).not.toHaveBeenCalled();
  });

  it.each([
    ['a page', '/en/contact'],
    ['its data', '/en/contact.data'],
  ])('logs a form posted to %s from another site as a client error, without a stack', async (_what, path) => {
    const answer = await request(site)
      .post(path)
      .set('Origin', 'https://elsewhere.example')
      .type('form')
      .send('name=x&email=x%40example.com&message=hello');

    expect(answer.status).toBe(400);
    expect(errorLines()).toEqual([expect.objectContaining({ level: 30, msg: 'client error', status: 400 })]);
    expect(errorLines()[0]).not.toHaveProperty('err');
    expect(consoleError).not.toHaveBeenCalled();
    expect(stderr).not.toHaveBeenCalled();
  });

  it('logs a failure of ours at error, its stack kept', async () => {
    const list = vi
      .spyOn(composition.services.contentSite, 'list')
      .mockRejectedValueOnce(new Error('the content store is down'));
    try {
      expect((await request(site).get('/en/destinations')).status).toBe(500);
    } finally {
      list.mockRestore();
    }

    expect(errorLines()).toEqual([
      expect.objectContaining({ level: 50, msg: 'unhandled error', status: 500 }),
    ]);
    expect(errorLines()[0]?.err?.stack).toMatch(/the content store is down\n\s+at /);
    expect(consoleError).not.toHaveBeenCalled();
    expect(stderr).not.toHaveBeenCalled();
  });
  it('logs a page whose header and footer could not load at error, with its stack', async () => {
    const shell = vi
      .spyOn(composition.services.loadSiteShell, 'execute')
      .mockRejectedValueOnce(new Error('the settings store is down'));
    try {
      expect((await request(site).get('/en/accessibility')).status).toBe(503);
    } finally {
      shell.mockRestore();
    }

    expect(errorLines()).toEqual([
      expect.objectContaining({ level: 50, msg: 'the site shell did not load' }),
    ]);
    expect(errorLines()[0]?.err?.stack).toMatch(/the settings store is down\n\s+at /);
    expect(consoleError).not.toHaveBeenCalled();
    expect(stderr).not.toHaveBeenCalled();
  });
});

describe('the pages that exist to test the site', () => {
  it('are not served in production', async () => {
    for (const path of ['/en/test/auth-flow', '/test/auth-flow', '/de/test/auth-flow']) {
      const answer = await request(site).get(path).redirects(0);
      expect([path, answer.status]).toEqual([path, 404]);
    }
  });

  it('are served anywhere else (a visitor is sent to sign in first)', async () => {
    const test = await composedSite({ NODE_ENV: 'test' });
    try {
      const answer = await request(test.site).get('/en/test/auth-flow').redirects(0);
      expect([answer.status, answer.headers.location]).toEqual([302, '/en/login']);
    } finally {
      await test.close();
    }
  });
});
