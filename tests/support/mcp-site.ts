import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Knex } from 'knex';
import pino from 'pino';
import { SANDBOX_CARDS } from '#adapters/sandbox-payment/sandbox-payment-provider.ts';
import type { JobHandlers } from '#application/ports/job-queue.ts';
import { PARTS } from '#container';
import { createApp } from '#web/server/app.ts';
import { appServices } from '../../src/container/app-services.ts';
import { drainOutbox } from './checkout-harness.ts';
import { testContainer } from './test-container.ts';

// biome-ignore lint/suspicious/noExplicitAny: a tool's structured answer, read field by field by each test
export type Answer = Record<string, any>;

export const MCP_TOKEN = 'agent-token-0123456789abcdef';

/** Kyma's whole web application on an ephemeral port, agents' server mounted, jobs run on demand. */
export interface McpSite {
  base: string;
  http: Server;
  jobHandlers: JobHandlers;
  /** Runs every job the outbox holds, as the worker would. */
  drain(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The site with MCP_WRITES on; `/read-only/mcp` is the same site with it off. `settings` are more of the
 * configuration's variables (a test's own).
 */
export async function startMcpSite(knex: Knex, settings: Record<string, string> = {}): Promise<McpSite> {
  const http = createServer();
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const { container, config } = testContainer(knex, {
    PUBLIC_URL: base,
    FERRY_UPSTREAM_TIMEOUT_MS: '2000',
    FERRY_SEARCH_CACHE_TTL_SECONDS: '0',
    MAIL_FROM: 'Kyma <no-reply@kyma.test>',
    MCP_WRITES: 'true',
    MCP_TOKENS: MCP_TOKEN,
    ...settings,
  });
  const jobHandlers: JobHandlers = Object.assign({}, ...container.getAll(PARTS.jobHandlers));
  const app = (mcp: { writes: boolean; tokens: string[] }) =>
    createApp({
      services: appServices(container),
      logger: pino({ level: 'silent' }),
      ssr: (_req, res) => void res.status(404).send('no pages here'),
      development: false,
      publicUrl: base,
      frameAncestors: ["'self'"],
      isShuttingDown: () => false,
      providerPages: container.getAll(PARTS.providerPages, { optional: true }),
      mcp,
    });
  const writing = app(config.mcp);
  const reading = app({ ...config.mcp, writes: false });
  http.on('request', (req, res) => {
    if (req.url?.startsWith('/read-only/')) {
      req.url = req.url.slice('/read-only'.length);
      return reading(req, res);
    }
    return writing(req, res);
  });
  return {
    base,
    http,
    jobHandlers,
    drain: async () => void (await drainOutbox(knex, jobHandlers)),
    close: () => new Promise((resolve) => http.close(() => resolve())),
  };
}

/** The official SDK's client, connected to the site's agents' server. */
export async function connectedClient(
  base: string,
  path = '/mcp',
  headers: Record<string, string> = { Authorization: `Bearer ${MCP_TOKEN}` },
) {
  const client = new Client({ name: 'kyma-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${base}${path}`), { requestInit: { headers } }),
  );
  return client;
}

/** A tool's structured answer, with whether it was an error. */
export async function callTool(client: Client, name: string, args: Record<string, unknown>): Promise<Answer> {
  const result = await client.callTool({ name, arguments: args });
  return { ...(result.structuredContent as Answer), isError: result.isError ?? false };
}

/** The person pays on the sandbox page a payment link opens, and comes back to Kyma. */
export async function payOnSandboxPage(paymentLink: string) {
  const paid = await fetch(paymentLink, {
    method: 'POST',
    body: new URLSearchParams({ card: SANDBOX_CARDS.succeeds }),
    redirect: 'manual',
  });
  const back = await fetch(paid.headers.get('location')!, { redirect: 'manual' });
  return { paid: paid.status, back: back.status };
}
