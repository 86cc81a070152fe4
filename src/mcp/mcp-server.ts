import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { Logger } from '#application/ports/logger.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { refusalBody } from '#web/refusal-http.ts';
import { BOOKING_TOOLS } from './booking-tools.ts';
import { CHANGE_TOOLS } from './change-tools.ts';
import { NETWORK_TOOLS } from './network-tools.ts';
import { ISLAND_HOPPING_PROMPT, islandHoppingText } from './prompts.ts';
import { COMPANIES_TEMPLATE, PORTS_RESOURCE, readResource } from './resources.ts';
import {
  type McpOptions,
  type McpServices,
  runTool,
  scopeOfTool,
  type Tool,
  type ToolAnswer,
  type ToolCaller,
  toolJsonSchema,
} from './tool.ts';
import { TRIP_TOOLS } from './trip-tools.ts';

const ALL_TOOLS: Tool<unknown>[] = [...NETWORK_TOOLS, ...TRIP_TOOLS, ...BOOKING_TOOLS, ...CHANGE_TOOLS];

/** The tools this server offers: the booking ones only with MCP_WRITES=true. */
const offeredTools = (writes: boolean) => ALL_TOOLS.filter((tool) => writes || !tool.writes);

export interface McpServerDeps {
  services: McpServices;
  options: McpOptions;
  logger: Logger;
}

/** A refusal as a tool's error: the one refusal shape, worded in English from the site's catalogue. */
const refusalResult = (refusal: Refusal): CallToolResult => {
  const body = refusalBody(refusal, 'en');
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(body) }], structuredContent: body };
};

const valueResult = (value: Record<string, unknown>): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(value) }],
  structuredContent: value,
});

/**
 * One MCP server over the site's use cases (issue #29, decision 0079), for one caller: a new one per HTTP
 * request (stateless), one for a stdio session. The SDK's low-level `Server`: the tools' JSON Schemas are
 * made from the domain's yup schemas, which `McpServer` (zod only) cannot take.
 */
export function createMcpServer(deps: McpServerDeps, caller: ToolCaller): Server {
  const server = new Server(
    { name: 'kyma', title: 'Kyma ferry tickets', version: '1.0.0' },
    { capabilities: { tools: {}, resources: {}, prompts: {} } },
  );
  const tools = offeredTools(deps.options.writes).filter(
    (tool) => !caller.scopes || caller.scopes.includes(scopeOfTool(tool)),
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: tools.map((tool) => ({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: toolJsonSchema(tool) as { type: 'object' },
      annotations: {
        readOnlyHint: tool.readOnly,
        destructiveHint: tool.destroys === true,
        openWorldHint: true,
      },
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, (request) =>
    callTool(deps, tools, caller, request.params.name, request.params.arguments),
  );
  handleResources(server, deps.services);
  handlePrompts(server);
  return server;
}

async function callTool(
  deps: McpServerDeps,
  tools: Tool<unknown>[],
  caller: ToolCaller,
  name: string,
  args: unknown,
): Promise<CallToolResult> {
  const tool = tools.find((offered) => offered.name === name);
  if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool ${name}`);
  let answer: ToolAnswer;
  try {
    answer = await runTool(tool, args, { services: deps.services, options: deps.options, caller });
  } catch (error) {
    // A failure's own words (a database's, an upstream's) stay in the log, not with the agent.
    deps.logger.error({ tool: name, caller: caller.caller, err: error }, 'mcp tool call failed');
    answer = { ok: false, refused: { code: 'internalError' } };
  }
  // Names and outcomes only: the arguments hold travellers' names, e-mails and order secrets.
  deps.logger.info(
    { tool: name, caller: caller.caller, ...(answer.ok ? {} : { refused: answer.refused.code }) },
    'mcp tool call',
  );
  return answer.ok ? valueResult(answer.value) : refusalResult(answer.refused);
}

function handleResources(server: Server, services: McpServices) {
  server.setRequestHandler(ListResourcesRequestSchema, () => ({ resources: [PORTS_RESOURCE] }));
  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({
    resourceTemplates: [COMPANIES_TEMPLATE],
  }));
  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const { uri } = request.params;
    const read = await readResource(services, uri);
    if (!read) throw new McpError(ErrorCode.InvalidParams, `Unknown resource ${uri}`);
    const value = read.ok ? read.value : refusalBody(read.error, 'en');
    return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(value) }] };
  });
}

function handlePrompts(server: Server) {
  server.setRequestHandler(ListPromptsRequestSchema, () => ({ prompts: [ISLAND_HOPPING_PROMPT] }));
  server.setRequestHandler(GetPromptRequestSchema, (request) => {
    if (request.params.name !== ISLAND_HOPPING_PROMPT.name)
      throw new McpError(ErrorCode.InvalidParams, `Unknown prompt ${request.params.name}`);
    return {
      description: ISLAND_HOPPING_PROMPT.description,
      messages: [
        { role: 'user', content: { type: 'text', text: islandHoppingText(request.params.arguments ?? {}) } },
      ],
    };
  });
}
