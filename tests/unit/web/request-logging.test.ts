import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { requestLogging } from '#web/server/request-logging.ts';

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
});
