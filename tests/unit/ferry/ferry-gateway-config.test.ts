import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#config';

describe('FerryGateway configuration', () => {
  const complete = {
    FERRY_GATEWAY_URL: 'https://uat.operator.example/ferrygateway',
    FERRY_GATEWAY_CLIENT_ID: 'agency-42',
    FERRY_GATEWAY_CLIENT_SECRET: 's3cret',
    FERRY_GATEWAY_OPERATORS: 'BSF,SF',
  };

  it('reads the URL, the Basic credentials and the operators sold', () => {
    expect(loadConfig(complete).ferryGateway).toEqual({
      baseUrl: 'https://uat.operator.example/ferrygateway',
      clientId: 'agency-42',
      clientSecret: 's3cret',
      operators: ['BSF', 'SF'],
    });
  });

  it('has none without FERRY_GATEWAY_URL', () => {
    expect(loadConfig({}).ferryGateway).toBeUndefined();
  });

  it.each(['FERRY_GATEWAY_CLIENT_ID', 'FERRY_GATEWAY_CLIENT_SECRET', 'FERRY_GATEWAY_OPERATORS'])(
    'refuses a FERRY_GATEWAY_URL without %s',
    (missing) => {
      expect(() => loadConfig({ ...complete, [missing]: '' })).toThrow(
        /must be set when FERRY_GATEWAY_URL is/,
      );
    },
  );

  it.each([
    ['FERRY_GATEWAY_URL', 'ftp://x'],
    ['FERRY_GATEWAY_OPERATORS', 'BSF;SF'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ ...complete, [name]: value })).toThrow(ConfigError);
  });
});
