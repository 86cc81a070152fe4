import express, { type NextFunction, type Request, type Response } from 'express';
import type { PartnerTokens } from '#application/partners/partner-tokens.ts';
import { type Refusal, retryLater } from '#domain/errors/refusal.ts';
import { answerRefusal } from '#web/refusal-http.ts';
import { jsonBody } from '#web/server/json-body.ts';
import { isLoopbackCall, isOwnHost, isOwnOrigin, tokenHolder } from './http-guards.ts';
import type { McpServerDeps } from './mcp-server.ts';

/** A tool call is a few kilobytes; five legs of ten travellers fit well within this. */
const MAX_BODY_BYTES = 256 * 1024;

/** Where an MCP client finds how to get a token for `/mcp` (RFC 9728, the MCP authorization spec). */
const PROTECTED_RESOURCE_PATH = '/.well-known/oauth-protected-resource/mcp';

export interface McpHttpDeps extends McpServerDeps {
  /** MCP_TOKENS. */
  tokens: readonly string[];
}

const refuse = (res: Response, refusal: Refusal, headers: Record<string, string> = {}) => {
  res.set(headers);
  answerRefusal(res, refusal, 'en');
};

/** The agents' server: `/mcp` and, beside it, the metadata of the tokens it takes. */
export function agentsServer(deps: McpHttpDeps): express.Router {
  const router = express.Router();
  const metadata = protectedResourceMetadata(deps.options.publicUrl);
  router.get(PROTECTED_RESOURCE_PATH, (_req, res) => void res.json(metadata));
  router.use('/mcp', mcpRouter(deps));
  return router;
}

/**
 * `/mcp`, the agents' server over Streamable HTTP (issue #29, decision 0079), stateless: each POST is
 * answered by a server of its own. In order: the site's own Host and Origin, a bearer token of
 * MCP_TOKENS or a partner's (decision 0128; a call from this machine itself may come without), the
 * caller's rate limit, a bounded body.
 */
function mcpRouter(deps: McpHttpDeps): express.Router {
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
  router.use(jsonRpcErrors(deps));
  return router;
}

/**
 * The protected resource's metadata: `/mcp` takes bearer tokens in the Authorization header. Kyma issues
 * them itself (MCP_TOKENS) rather than through an authorization server, so none is named.
 */
function protectedResourceMetadata(publicUrl: string) {
  return {
    resource: new URL('/mcp', publicUrl).href,
    resource_name: 'Kyma ferry booking',
    bearer_methods_supported: ['header'],
  };
}

/**
 * A body the bounded reader refused, or a failure, as JSON-RPC answers it (the MCP transport's own
 * shape): a parse error for JSON that is malformed or unfit, an invalid request for one too large.
 */
function jsonRpcErrors(deps: McpHttpDeps): express.ErrorRequestHandler {
  return (error, _req, res, _next) => {
    if (res.headersSent) return void res.destroy();
    const status =
      typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) deps.logger.error({ err: error }, 'MCP request failed');
    const [code, message] =
      status === 500
        ? [-32603, 'Internal error']
        : status === 413
          ? [-32600, `Invalid Request: the body is over ${MAX_BODY_BYTES / 1024} KiB`]
          : [-32700, 'Parse error: the body is not JSON fit for a request'];
    res.status(status).json({ jsonrpc: '2.0', id: null, error: { code, message } });
  };
}

/** A partner's API token (decision 0128): its holder, named by account, and the scopes that pick its tools. */
async function partnerHolder(req: Request, tokens: PartnerTokens) {
  const shown = /^Bearer\s+(kyma_\S{20,200})$/i.exec(req.get('Authorization')?.trim() ?? '')?.[1];
  const holder = shown ? await tokens.holderOf(shown) : null;
  return holder && { caller: `partner:${holder.userId}`, scopes: holder.scopes };
}

function admitCaller(deps: McpHttpDeps) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const partner = await partnerHolder(req, deps.services.partners.tokens);
    const holder = tokenHolder(req, deps.tokens) ?? partner?.caller;
    const loopback = !req.get('Authorization') && isLoopbackCall(req);
    if (!holder && !loopback)
      return refuse(
        res,
        { code: 'agentTokenRequired' },
        {
          'WWW-Authenticate': `Bearer resource_metadata="${new URL(PROTECTED_RESOURCE_PATH, deps.options.publicUrl).href}"`,
        },
      );
    const caller = holder ?? `loopback:${req.socket.remoteAddress}`;
    const allowed = await deps.services.agents.limitCalls.execute({ caller });
    if (!allowed.allowed) return refuse(res, retryLater(allowed.retryAfterSeconds));
    res.locals.mcpCaller = caller;
    res.locals.mcpScopes = partner?.scopes;
    next();
  };
}

async function serve(deps: McpHttpDeps, req: Request, res: Response) {
  // The SDK and the tools load with the first call, not at the start: a fifth of a restart's modules (0092).
  const [{ StreamableHTTPServerTransport }, { createMcpServer }] = await Promise.all([
    import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
    import('./mcp-server.ts'),
  ]);
  const server = createMcpServer(deps, {
    caller: res.locals.mcpCaller,
    clientIp: req.ip ?? '',
    scopes: res.locals.mcpScopes,
  });
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
