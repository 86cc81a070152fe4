import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { describe, expect, it } from 'vitest';
import { ok } from '#domain/shared/result.ts';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { createMcpServer } from '../../../src/mcp/mcp-server.ts';
import type { McpServices } from '../../../src/mcp/tool.ts';

const PIRAEUS = {
  code: 'PIR',
  name: 'Piraeus',
  localName: 'Πειραιάς',
  englishName: 'Piraeus',
  countryCode: 'GR',
  area: 'Attica',
  island: false,
  latitude: 37.94,
  longitude: 23.64,
};

/** The server over services whose port list answers `listPorts`, with every log line kept. */
async function connected(listPorts: () => Promise<unknown>) {
  const lines: Array<{ level: string; details: object }> = [];
  const log = (level: string) => (details: object) => lines.push({ level, details });
  const services = { ferry: { listPorts: { execute: listPorts } } } as unknown as McpServices;
  const server = createMcpServer(
    {
      services,
      options: { publicUrl: 'https://kyma.example', writes: false },
      logger: { info: log('info'), warn: log('warn'), error: log('error') },
    },
    { caller: 'token:0123456789ab', clientIp: '203.0.113.9' },
  );
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'test', version: '1' });
  await client.connect(clientSide);
  return { client, lines };
}

describe('a tool call', () => {
  it('is logged by the tool and the caller, never with what was asked', async () => {
    const { client, lines } = await connected(async () => ok([PIRAEUS]));
    const answer = await client.callTool({ name: 'find_ports', arguments: { query: 'Eleni Papadopoulou' } });
    expect(answer.isError).toBeFalsy();
    expect(lines).toEqual([{ level: 'info', details: { tool: 'find_ports', caller: 'token:0123456789ab' } }]);
    expect(JSON.stringify(lines)).not.toContain('Eleni');
  });

  it('answers a failure as the one refusal, its cause only in the log', async () => {
    const { client, lines } = await connected(async () => {
      throw new Error('connection to db-7.internal refused');
    });
    const answer = await client.callTool({ name: 'find_ports', arguments: { query: 'pir' } });
    expect(answer.isError).toBe(true);
    expect(answer.structuredContent).toMatchObject({
      error: { code: 'internalError', message: MESSAGES.en.internalError },
    });
    expect(JSON.stringify(answer)).not.toContain('db-7');
    expect(lines.map((line) => line.level)).toEqual(['error', 'info']);
    expect(lines[1]!.details).toEqual({
      tool: 'find_ports',
      caller: 'token:0123456789ab',
      refused: 'internalError',
    });
  });
});
