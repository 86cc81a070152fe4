import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loggedUrl, requestLogging } from '#web/server/request-logging.ts';

describe('request logging', () => {
  it('logs what was asked and how it went, with an id, and no headers (cookies, tokens)', async () => {
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
    expect(lines.join('')).not.toMatch(/s3cret|t0ken|headers/);
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
