import express, { type NextFunction, type Request, type Response } from 'express';
import { type Refusal, retryLater } from '#domain/errors/refusal.ts';
import { endpointErrors } from '#web/api/endpoint/register-endpoints.ts';
import { answerRefusal } from '#web/refusal-http.ts';
import { jsonBody } from '#web/server/json-body.ts';
import { isLoopbackCall, isOwnHost, isOwnOrigin, tokenHolder } from './http-guards.ts';
import type { McpServerDeps } from './mcp-server.ts';

/** A tool call is a few kilobytes; five legs of ten travellers fit well within this. */
const MAX_BODY_BYTES = 256 * 1024;

export interface McpHttpDeps extends McpServerDeps {
  /** MCP_TOKENS. */
  tokens: readonly string[];
}

const refuse = (res: Response, refusal: Refusal, headers: Record<string, string> = {}) => {
  res.set(headers);
  answerRefusal(res, refusal, 'en');
};

/**
 * `/mcp`, the agents' server over Streamable HTTP (issue #29, decision 0079), stateless: each POST is
 * answered by a server of its own. In order: the site's own Host and Origin, a bearer token of
 * MCP_TOKENS (a call from this machine itself may come without), the caller's rate limit, a bounded body.
 */
export function mcpRouter(deps: McpHttpDeps): express.Router {
  const router = express.Router();
  router.all('/', (req, res, next) => {
    if (req.method !== 'POST') return refuse(res, { code: 'methodNotAllowed' }, { Allow: 'POST' });
    if (!isOwnHost(req, deps.options.publicUrl) || !isOwnOrigin(req, deps.options.publicUrl))
      return refuse(res, { code: 'foreignOrigin' });
    // Only a body the bounded reader reads: the SDK would read any other itself, with no limit.
    if (!req.is('application/json')) return refuse(res, { code: 'unsupportedMediaType' });
    next();
  });
  router.post('/', admitCaller(deps), ...jsonBody({ maxBytes: MAX_BODY_BYTES }), (req, res, next) => {
    serve(deps, req, res).catch(next);
  });
  router.use(endpointErrors);
  return router;
}

function admitCaller(deps: McpHttpDeps) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const holder = tokenHolder(req, deps.tokens);
    const loopback = !req.get('Authorization') && isLoopbackCall(req);
    if (!holder && !loopback)
      return refuse(res, { code: 'agentTokenRequired' }, { 'WWW-Authenticate': 'Bearer' });
    const caller = holder ?? `loopback:${req.socket.remoteAddress}`;
    const allowed = await deps.services.agents.limitCalls.execute({ caller });
    if (!allowed.allowed) return refuse(res, retryLater(allowed.retryAfterSeconds));
    res.locals.mcpCaller = caller;
    next();
  };
}

async function serve(deps: McpHttpDeps, req: Request, res: Response) {
  // The SDK and the tools load with the first call, not at the start: a fifth of a restart's modules (0092).
  const [{ StreamableHTTPServerTransport }, { createMcpServer }] = await Promise.all([
    import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
    import('./mcp-server.ts'),
  ]);
  const server = createMcpServer(deps, { caller: res.locals.mcpCaller, clientIp: req.ip ?? '' });
  const transport = new StreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
}
