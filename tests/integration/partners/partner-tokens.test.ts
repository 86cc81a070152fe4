import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import type { AppServices } from '#application/app-services.ts';
import { createApp } from '#web/server/app.ts';
import { appServices } from '../../../src/container/app-services.ts';
import { testContainer } from '../../support/test-container.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let database: TestDatabase;
let http: Server;
let base: string;
let services: AppServices;
let reseller: number;

/** Kyma's web application on an ephemeral port, the agents' server mounted with writes on. */
beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  http = createServer();
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const { container, config } = testContainer(database.knex, {
    PUBLIC_URL: base,
    MAIL_FROM: 'Kyma <no-reply@kyma.test>',
    MCP_WRITES: 'true',
    MCP_TOKENS: 'agent-token-0123456789abcdef',
  });
  services = appServices(container);
  http.on(
    'request',
    createApp({
      services,
      logger: pino({ level: 'silent' }),
      ssr: (_req, res) => void res.status(404).send('no pages here'),
      development: false,
      publicUrl: base,
      frameAncestors: ["'self'"],
      isShuttingDown: () => false,
      mcp: config.mcp,
    }),
  );
  const [row] = await database
    .knex('users')
    .insert({ email: 'desk@aegean.example', password_hash: 'x', active: true, scope: '[]' })
    .returning('id');
  reseller = (row as { id: number }).id;
  await database.knex('resellers').insert({
    user_id: reseller,
    company_name: 'Aegean Travel',
    contact_email: 'desk@aegean.example',
    credit_limit: 500_00,
    credit_used: 0,
  });
});
afterAll(async () => {
  await new Promise((resolve) => http?.close(resolve));
  await database?.destroy();
});

async function madeToken(name: string, scopes: string[]) {
  const made = await services.partners.tokens.create({ userId: reseller, name, scopes });
  if (!made.ok) throw new Error(made.error.code);
  return made.value;
}

const get = (path: string, token: string) =>
  fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } });

async function toolsOf(token: string) {
  const client = new Client({ name: 'kyma-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
    }),
  );
  const { tools } = await client.listTools();
  await client.close();
  return tools;
}

describe('a partner’s own API tokens', () => {
  it('are shown once, listed by name and last four characters, and stored as a digest only', async () => {
    const { token, made } = await madeToken('Booking desk', ['read', 'book']);
    expect(token).toMatch(/^kyma_[\w-]{43}$/);
    const listed = await services.partners.tokens.list({ userId: reseller });
    expect(listed[0]).toMatchObject({
      name: 'Booking desk',
      scopes: ['read', 'book'],
      lastFour: token.slice(-4),
    });
    expect(JSON.stringify(listed)).not.toContain(token);
    const rows = await database.knex('partner_tokens').where({ id: made.id });
    expect(JSON.stringify(rows)).not.toContain(token.slice(5));
    expect(await services.partners.tokens.list({ userId: reseller + 1 })).toEqual([]);
  });

  it('refuses a token without a name or scope', async () => {
    const refused = await Promise.all([
      services.partners.tokens.create({ userId: reseller, name: ' ', scopes: ['read'] }),
      services.partners.tokens.create({ userId: reseller, name: 'Desk', scopes: [] }),
      services.partners.tokens.create({ userId: reseller, name: 'Desk', scopes: ['admin'] }),
    ]);
    expect(refused.map((each) => (each.ok ? null : each.error.fields?.[0]?.path))).toEqual([
      'name',
      'scopes',
      'scopes',
    ]);
  });

  it('open what their scopes allow at the booking API, and nothing once revoked', async () => {
    const reading = await madeToken('Reports', ['read']);
    const details = await get(`/booking/reseller-details?user_id=${reseller}`, reading.token);
    expect(details.status).toBe(200);
    expect((await details.json()).reseller.companyName).toBe('Aegean Travel');
    // Booking needs `book`: refused before the body is read.
    const booking = await fetch(`${base}/booking/orders`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${reading.token}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(booking.status).toBe(403);
    expect((await booking.json()).error.code).toBe('tokenScopeMissing');
    // A staff-only operation and the account API take no partner token, whatever its scopes.
    const everything = await madeToken('Everything', ['read', 'book', 'afterSale']);
    expect((await get('/api/auth/user', everything.token)).status).toBe(403);

    expect(await services.partners.tokens.revoke({ userId: reseller + 1, id: reading.made.id })).toEqual({
      ok: false,
      error: { code: 'notFound' },
    });
    expect((await services.partners.tokens.revoke({ userId: reseller, id: reading.made.id })).ok).toBe(true);
    expect((await get(`/booking/reseller-details?user_id=${reseller}`, reading.token)).status).toBe(401);
    const [revoked] = (await services.partners.tokens.list({ userId: reseller })).filter(
      (each) => each.id === reading.made.id,
    );
    expect(revoked!.revokedAt).not.toBeNull();
    expect(revoked!.lastUsedAt).not.toBeNull();
  });

  it('register, list and remove the account’s own webhooks at the API, the secret answered once', async () => {
    const { token } = await madeToken('Webhooks', ['read']);
    const call = (method: string, path: string, body?: object) =>
      fetch(`${base}/booking${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body && JSON.stringify(body),
      });
    const registered = await call('POST', '/webhooks', {
      url: 'https://desk.aegean.example/kyma',
      events: ['order.ticketed', 'order.cancelled'],
    });
    expect(registered.status).toBe(200);
    const { webhook, secret } = await registered.json();
    expect(secret).toMatch(/^whsec_/);
    const listed = await (await call('GET', '/webhooks')).json();
    expect(listed.webhooks).toEqual([webhook]);
    expect(JSON.stringify(listed)).not.toContain(secret);
    expect((await (await call('GET', '/webhooks/deliveries')).json()).deliveries).toEqual([]);
    const plain = await call('POST', '/webhooks', {
      url: 'http://desk.aegean.example/kyma',
      events: ['order.ticketed'],
    });
    expect(plain.status).toBe(400);
    expect((await fetch(`${base}/booking/webhooks`)).status).toBe(401);
    expect((await call('DELETE', `/webhooks/${webhook.id}`)).status).toBe(200);
    expect((await call('DELETE', `/webhooks/${webhook.id}`)).status).toBe(404);
  });

  it('are MCP tokens too, offering the tools their scopes allow', async () => {
    const reading = await madeToken('Agent, read only', ['read']);
    const names = (await toolsOf(reading.token)).map((tool) => tool.name);
    const all = (await toolsOf('agent-token-0123456789abcdef')).map((tool) => tool.name);
    const readOnly = (await toolsOf('agent-token-0123456789abcdef'))
      .filter((tool) => tool.annotations?.readOnlyHint)
      .map((tool) => tool.name);
    expect(names).toEqual(readOnly);
    expect(names.length).toBeLessThan(all.length);
    const booking = await madeToken('Agent, books', ['read', 'book']);
    const withBook = await toolsOf(booking.token);
    expect(withBook.some((tool) => !tool.annotations?.readOnlyHint)).toBe(true);
    expect(withBook.some((tool) => tool.annotations?.destructiveHint)).toBe(false);
  });
});
