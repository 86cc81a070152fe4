import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#config';

describe('marketing configuration', () => {
  it('sends nothing by default', () => {
    expect(loadConfig({})).toMatchObject({ marketingProvider: 'none', facebook: undefined });
  });

  it('refuses facebook without its pixel id and access token, naming both', () => {
    expect(() => loadConfig({ MARKETING_PROVIDER: 'facebook' })).toThrow(ConfigError);
    expect(() => loadConfig({ MARKETING_PROVIDER: 'facebook' })).toThrow(
      /FACEBOOK_PIXEL_ID: must be set[\s\S]*FACEBOOK_ACCESS_TOKEN: must be set/,
    );
  });

  it("reads Meta's settings, with the live Graph API and a current version unless told", () => {
    const config = loadConfig({
      MARKETING_PROVIDER: 'Facebook',
      FACEBOOK_PIXEL_ID: '1234567890',
      FACEBOOK_ACCESS_TOKEN: 'EAABsecret',
      FACEBOOK_TEST_EVENT_CODE: 'TEST123',
    });
    expect(config.facebook).toEqual({
      pixelId: '1234567890',
      accessToken: 'EAABsecret',
      apiVersion: 'v25.0',
      graphUrl: 'https://graph.facebook.com',
      testEventCode: 'TEST123',
    });
    expect(
      loadConfig({
        MARKETING_PROVIDER: 'facebook',
        FACEBOOK_PIXEL_ID: '1',
        FACEBOOK_ACCESS_TOKEN: 't',
        FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9/',
      }).facebook?.graphUrl,
    ).toBe('http://127.0.0.1:9');
  });

  it('refuses an unknown provider and a malformed version', () => {
    expect(() => loadConfig({ MARKETING_PROVIDER: 'tiktok' })).toThrow(
      /MARKETING_PROVIDER: must be none, sandbox or facebook/,
    );
    expect(() => loadConfig({ FACEBOOK_API_VERSION: '25' })).toThrow(/FACEBOOK_API_VERSION/);
  });
});
