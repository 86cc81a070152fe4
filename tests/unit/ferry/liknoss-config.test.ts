import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#config';

const ACCOUNT = {
  LIKNOSS_AGENCY_CODE: 'AG1',
  LIKNOSS_USER: 'agent',
  LIKNOSS_PASSWORD: 'secret',
  LIKNOSS_SIGNATURE: 'sig',
};

describe('Liknoss configuration', () => {
  it('asks Liknoss with the agency account when LIKNOSS_URL is set', () => {
    const config = loadConfig({ LIKNOSS_URL: 'https://gds.example/v200/b2b', ...ACCOUNT });
    expect(config.liknoss).toEqual({
      url: 'https://gds.example/v200/b2b',
      agencyCode: 'AG1',
      user: 'agent',
      password: 'secret',
      signature: 'sig',
    });
  });

  it('is off without LIKNOSS_URL, or when FERRY_UPSTREAMS names other systems only', () => {
    expect(loadConfig({}).liknoss).toBeUndefined();
    const others = { LIKNOSS_URL: 'https://gds.example', ...ACCOUNT, FERRY_UPSTREAMS: 'ferryhub' };
    expect(loadConfig(others).liknoss).toBeUndefined();
    expect(loadConfig({ ...others, FERRY_UPSTREAMS: 'ferryhub,liknoss' }).liknoss?.url).toBe(
      'https://gds.example',
    );
  });

  it('runs Liknoss alone with FERRY_UPSTREAMS=liknoss (no simulated system is called that)', () => {
    const config = loadConfig({
      LIKNOSS_URL: 'http://127.0.0.1:4400',
      ...ACCOUNT,
      FERRY_UPSTREAMS: 'liknoss',
    });
    expect(config.liknoss?.url).toBe('http://127.0.0.1:4400');
    expect(config.ferryUpstreams).toEqual(['liknoss']);
  });

  it.each([
    [{ LIKNOSS_URL: 'http://gds.example', ...ACCOUNT }],
    [{ LIKNOSS_URL: 'https://gds.example', ...ACCOUNT, LIKNOSS_PASSWORD: '' }],
    [{ LIKNOSS_URL: 'not a url', ...ACCOUNT }],
  ])('refuses plain http away from this machine, a missing credential, a bad URL (%#)', (env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
  });
});
