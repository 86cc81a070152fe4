import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#config';

const APPLE = {
  APPLE_WALLET_PASS_TYPE_ID: 'pass.travel.kyma.ferry',
  APPLE_WALLET_TEAM_ID: 'ABCDE12345',
  APPLE_WALLET_CERTIFICATE: '/etc/kyma/pass.pem',
  APPLE_WALLET_KEY: '/etc/kyma/pass.key',
  APPLE_WALLET_WWDR: '/etc/kyma/wwdr.pem',
};

describe('the wallets’ configuration', () => {
  it('offers no wallet unless told', () => {
    expect(loadConfig({}).wallet).toEqual({ apple: null, google: null });
  });

  it('reads Apple’s pass signing and Google’s issuer, the class named kyma-ferry unless told', () => {
    const config = loadConfig({
      ...APPLE,
      GOOGLE_WALLET_ISSUER_ID: '3388000000022222222',
      GOOGLE_WALLET_SERVICE_ACCOUNT: '/etc/kyma/google.json',
    });
    expect(config.wallet).toEqual({
      apple: {
        passTypeIdentifier: 'pass.travel.kyma.ferry',
        teamIdentifier: 'ABCDE12345',
        certificateFile: '/etc/kyma/pass.pem',
        keyFile: '/etc/kyma/pass.key',
        keyPassphrase: undefined,
        wwdrFile: '/etc/kyma/wwdr.pem',
      },
      google: {
        issuerId: '3388000000022222222',
        classSuffix: 'kyma-ferry',
        serviceAccountFile: '/etc/kyma/google.json',
      },
    });
  });

  it('stops on a wallet half set, naming what is missing', () => {
    const { APPLE_WALLET_WWDR: _left, ...half } = APPLE;
    expect(() => loadConfig(half)).toThrow(ConfigError);
    expect(() => loadConfig(half)).toThrow(/APPLE_WALLET_WWDR/);
    expect(() => loadConfig({ GOOGLE_WALLET_ISSUER_ID: '1' })).toThrow(/GOOGLE_WALLET_SERVICE_ACCOUNT/);
  });
});
