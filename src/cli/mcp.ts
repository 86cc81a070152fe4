import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import pino from 'pino';
import { compose } from '#container';
import { createMcpServer } from '../mcp/mcp-server.ts';
import { exitWhenLocked } from './exit-when-locked.ts';
import { loadConfigOrExit } from './load-config-or-exit.ts';

/**
 * `npm run mcp`: the agents' server over stdio for a client that starts it as a child process (decision
 * 0079). Stdout carries the protocol, so the log goes to stderr. The web process must run too: payment
 * links and "my booking" are its pages, and it (or the worker) issues the tickets.
 */
const config = loadConfigOrExit();
const logger = pino({ name: 'mcp', level: config.logLevel }, pino.destination(2));
const composition = await exitWhenLocked(compose(config, logger));
await composition.prepareStorage({ migrate: config.migrateOnStart });

const server = createMcpServer(
  {
    services: composition.services,
    options: { publicUrl: config.publicUrl, writes: config.mcp.writes },
    logger,
  },
  // One person's client on this machine: the caller the rate limits and holds count.
  { caller: 'stdio', clientIp: '127.0.0.1' },
);
server.onclose = () => {
  void composition.close().then(() => process.exit(0));
};
await server.connect(new StdioServerTransport());
logger.info({ writes: config.mcp.writes }, 'Kyma MCP server on stdio');
