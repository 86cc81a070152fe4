import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#config';

const TOKEN = 'a-token-long-enough-to-guess-never';

describe('the agents’ server configuration', () => {
  it('offers no booking tools and knows no token unless told', () => {
    expect(loadConfig({}).mcp).toEqual({ writes: false, tokens: [] });
  });

  it('reads MCP_WRITES and the comma-separated MCP_TOKENS', () => {
    const config = loadConfig({ MCP_WRITES: 'true', MCP_TOKENS: ` ${TOKEN}, ${TOKEN}-2 ,` });
    expect(config.mcp).toEqual({ writes: true, tokens: [TOKEN, `${TOKEN}-2`] });
  });

  it('refuses a token short enough to guess', () => {
    expect(() => loadConfig({ MCP_TOKENS: `${TOKEN},short` })).toThrow(ConfigError);
    expect(() => loadConfig({ MCP_TOKENS: `${TOKEN},short` })).toThrow(/MCP_TOKENS/);
  });
});
