import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { RateLimitOutcome } from '#application/ports/rate-limiter.ts';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { agentsServer } from '../../../src/mcp/mcp-router.ts';
import type { McpServices } from '../../../src/mcp/tool.ts';

const TOKEN = 'agent-token-0123456789abcdef';

/** `/mcp` with a rate limiter that answers `outcome` and records whom it counted. */
function site(outcome: RateLimitOutcome) {
  const counted: string[] = [];
  const services = {
    // No partner token is shown here: the static token and the loopback are what this file checks.
    partners: { tokens: { holderOf: async () => null } },
    agents: {
      limitCalls: {
        execute: async ({ caller }: { caller: string }) => {
          counted.push(caller);
          return outcome;
        },
      },
    },
  } as unknown as McpServices;
  const app = express();
  app.use(
    agentsServer({
      services,
      options: { publicUrl: 'https://kyma.example', writes: false },
      tokens: [TOKEN],
      logger: { info() {}, warn() {}, error() {} },
    }),
  );
  return { app, counted };
}

describe('the agents’ server over HTTP', () => {
  it('answers 429 with Retry-After once a token has used its calls, counted by the token’s digest', async () => {
    const { app, counted } = site({ allowed: false, retryAfterSeconds: 42 });
    const answer = await request(app)
      .post('/mcp')
      .set('Authorization', `Bearer ${TOKEN}`)
      .set('X-Forwarded-For', '203.0.113.9')
      .send({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect(answer.status).toBe(429);
    expect(answer.headers['retry-after']).toBe('42');
    expect(answer.body.error).toMatchObject({
      code: 'tooManyRequests',
      message: MESSAGES.en.tooManyRequests,
    });
    expect(counted).toHaveLength(1);
    expect(counted[0]).toMatch(/^token:/);
    expect(counted[0]).not.toContain(TOKEN);
  });

  it('takes POST only, of JSON only, and no body past its limit', async () => {
    const { app } = site({ allowed: true });
    const got = await request(app).get('/mcp');
    expect(got.status).toBe(405);
    expect(got.headers.allow).toBe('POST');
    const large = await request(app)
      .post('/mcp')
      .set('Authorization', `Bearer ${TOKEN}`)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ padding: 'x'.repeat(300 * 1024) }));
    expect(large.status).toBe(413);
    // As JSON-RPC says it: an invalid request, no id read.
    expect(large.body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600 } });
    for (const type of ['text/plain', 'application/json-patch+json']) {
      const other = await request(app)
        .post('/mcp')
        .set('Authorization', `Bearer ${TOKEN}`)
        .set('Content-Type', type)
        .send('{"jsonrpc":"2.0","id":1,"method":"tools/list"}');
      expect(other.status, type).toBe(415);
    }
  });
});
