import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#config';

describe('invoice issuer and myDATA settings', () => {
  it('defaults to a sandbox issuer with a valid made-up ΑΦΜ and the sandbox reporter', () => {
    const config = loadConfig({});
    expect(config.fiscalIssuer).toMatchObject({ name: 'Kyma Travel (sandbox)', vatNumber: '999999993' });
    expect(config.myData).toEqual({ provider: 'sandbox' });
  });

  it('takes myDATA with its credentials, the test environment unless told otherwise', () => {
    const env = { MYDATA_PROVIDER: 'aade', MYDATA_USER_ID: 'kyma', MYDATA_SUBSCRIPTION_KEY: 'key' };
    expect(loadConfig(env).myData).toEqual({
      provider: 'aade',
      url: 'https://mydataapidev.aade.gr',
      userId: 'kyma',
      subscriptionKey: 'key',
    });
  });

  it('refuses myDATA without its credentials and an issuer VAT number that is not an ΑΦΜ, naming them', () => {
    expect(() => loadConfig({ MYDATA_PROVIDER: 'aade', FISCAL_ISSUER_VAT: '123456789' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ MYDATA_PROVIDER: 'aade', FISCAL_ISSUER_VAT: '123456789' });
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['MYDATA_USER_ID', 'MYDATA_SUBSCRIPTION_KEY', 'FISCAL_ISSUER_VAT'])
        expect(message).toContain(name);
    }
  });
});
