import * as yup from 'yup';

/** The agents' server (issue #29, decision 0079): `/mcp` on the web process and `npm run mcp`. */
export interface McpConfig {
  mcp: {
    /** MCP_WRITES: the booking tools (hold, read, cancel an order) are offered only when true. */
    writes: boolean;
    /** MCP_TOKENS: the bearer tokens an agent must show over HTTP from anywhere but this machine. */
    tokens: string[];
  };
}

/** Long enough that a token cannot be guessed within any rate limit. */
const MIN_TOKEN_LENGTH = 24;

export const mcpEnv = yup.object({
  MCP_WRITES: yup.boolean().default(false),
  MCP_TOKENS: yup
    .string()
    .trim()
    .default('')
    .test(
      'long-tokens',
      `must list tokens of at least ${MIN_TOKEN_LENGTH} characters, separated by commas`,
      (value) => tokenList(value).every((token) => token.length >= MIN_TOKEN_LENGTH),
    ),
});

const tokenList = (value: string) =>
  value
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);

export function mcpConfigOf(env: yup.InferType<typeof mcpEnv>): McpConfig {
  return { mcp: { writes: env.MCP_WRITES, tokens: tokenList(env.MCP_TOKENS) } };
}
