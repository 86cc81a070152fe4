import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loggedUrl, requestLog, requestLogging } from '#web/server/request-logging.ts';

function loggedApp() {
  const lines: string[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  const app = express();
  app.use(requestLogging(logger));
  return { app, lines, parsed: () => lines.map((line) => JSON.parse(line)) };
}

describe('request logging', () => {
  it('logs what was asked and how it went, with an id, and no headers (cookies, tokens)', async () => {
    const { app, lines } = loggedApp();
    app.get('/en/offers', (_req, res) => res.setHeader('Set-Cookie', 'kyma.auth.session=s3cret').send('ok'));
    const answer = await request(app)
      .get('/en/offers')
      .set('Cookie', 'kyma.auth.session=s3cret')
      .set('Authorization', 'Bearer t0ken')
      .set('X-Request-Id', 'trace-12345678');
    expect(answer.headers['x-request-id']).toBe('trace-12345678');
    const line = JSON.parse(lines.at(-1)!);
    expect(line).toMatchObject({
      msg: 'request completed',
      req: { id: 'trace-12345678', method: 'GET', url: '/en/offers' },
      res: { statusCode: 200 },
    });
    expect(line.responseTime).toBeGreaterThanOrEqual(0);
    expect(lines.join('')).not.toMatch(/s3cret|t0ken|headers/);
  });

  it("gives a request's own lines its fields, and logs a failed answer as an error", async () => {
    const { app, parsed } = loggedApp();
    app.get('/en/fails', (req, res) => {
      requestLog(req)?.warn({ step: 'payment' }, 'upstream slow');
      res.status(503).send('down');
    });
    app.get('/healthz', (_req, res) => res.send('ok'));
    const failed = await request(app).get('/en/fails?token=abc123');
    const quiet = await request(app).get('/healthz');
    expect(quiet.headers['x-request-id']).toMatch(/^[\w-]{36}$/);
    const id = failed.headers['x-request-id'];
    const req = {
      id,
      method: 'GET',
      url: '/en/fails?token=%5BRedacted%5D',
      remoteAddress: expect.any(String),
    };
    expect(parsed()).toEqual([
      expect.objectContaining({ level: 40, req, step: 'payment', msg: 'upstream slow' }),
      expect.objectContaining({
        level: 50,
        req,
        res: { statusCode: 503 },
        err: expect.objectContaining({ message: 'failed with status code 503' }),
        msg: 'request errored',
      }),
    ]);
  });

  it('blanks out the values of secret query parameters and keeps the rest of the address', () => {
    expect(loggedUrl('/en/change-password?token=abc123&from=mail')).toBe(
      '/en/change-password?token=%5BRedacted%5D&from=mail',
    );
    expect(loggedUrl('/activate?TOKEN=abc123')).not.toContain('abc123');
    expect(loggedUrl('/en/results?from=PIR&to=JTR')).toBe('/en/results?from=PIR&to=JTR');
    expect(loggedUrl('/en/offers')).toBe('/en/offers');
  });
});
