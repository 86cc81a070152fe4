import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#config';

describe('HTTP ferry upstream configuration', () => {
  it('reads FERRY_HTTP_UPSTREAMS with their tokens and the client settings', () => {
    const config = loadConfig({
      FERRY_HTTP_UPSTREAMS: 'partner=https://partner.example/booking, other=http://10.0.0.5:3000/booking?x=1',
      FERRY_HTTP_UPSTREAM_TOKENS: 'partner=abc=def',
      FERRY_HTTP_TIMEOUT_MS: '800',
      FERRY_HTTP_RETRIES: '1',
      FERRY_HTTP_BREAKER_THRESHOLD: '3',
      FERRY_HTTP_BREAKER_COOLDOWN_SECONDS: '10',
    });
    expect(config.ferryHttpUpstreams).toEqual([
      { name: 'partner', baseUrl: 'https://partner.example/booking', token: 'abc=def' },
      { name: 'other', baseUrl: 'http://10.0.0.5:3000/booking?x=1', token: undefined },
    ]);
    expect(config).toMatchObject({
      ferryHttpAttemptTimeoutMs: 800,
      ferryHttpRetries: 1,
      ferryHttpBreakerThreshold: 3,
      ferryHttpBreakerCoolDownMs: 10_000,
    });
  });

  it('has none by default, next to every simulated system', () => {
    const config = loadConfig({});
    expect(config.ferryHttpUpstreams).toEqual([]);
    expect(config.ferryUpstreams).toBeUndefined();
    expect(config).toMatchObject({ ferryHttpAttemptTimeoutMs: 1000, ferryHttpRetries: 2 });
  });

  it('runs no simulated system with FERRY_UPSTREAMS=none', () => {
    expect(loadConfig({ FERRY_UPSTREAMS: 'none' }).ferryUpstreams).toEqual([]);
  });

  it.each(['partner', 'partner=ftp://x', 'Partner Name=https://x', 'partner='])(
    'refuses FERRY_HTTP_UPSTREAMS=%s',
    (value) => {
      expect(() => loadConfig({ FERRY_HTTP_UPSTREAMS: value })).toThrow(ConfigError);
    },
  );
});
