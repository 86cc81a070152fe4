import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#config';

const acs = {
  COURIER_PROVIDER: 'acs',
  ACS_API_KEY: 'key',
  ACS_COMPANY_ID: 'company',
  ACS_COMPANY_PASSWORD: 'company-password',
  ACS_USER_ID: 'user',
  ACS_USER_PASSWORD: 'user-password',
  ACS_BILLING_CODE: '2ΑΘ999999',
};

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return null;
};

describe('courier and tax registry settings', () => {
  it('defaults to the sandbox courier and registry, which need nothing', () => {
    const config = loadConfig({});
    expect(config.courier).toEqual({ provider: 'sandbox' });
    expect(config.taxRegistry).toEqual({ provider: 'sandbox' });
  });

  it('takes ACS with its credentials and the real endpoint unless told otherwise', () => {
    expect(loadConfig(acs).courier).toEqual({
      provider: 'acs',
      url: 'https://webservices.acscourier.net/ACSRestServices/api/ACSAutoRest',
      apiKey: 'key',
      companyId: 'company',
      companyPassword: 'company-password',
      userId: 'user',
      userPassword: 'user-password',
      billingCode: '2ΑΘ999999',
    });
  });

  it('refuses to start with ACS chosen and a credential missing, naming each one', () => {
    const message = refusal({ ...acs, ACS_API_KEY: '', ACS_USER_PASSWORD: '' });
    expect(message).toContain('ACS_API_KEY: must be set when COURIER_PROVIDER is acs');
    expect(message).toContain('ACS_USER_PASSWORD: must be set when COURIER_PROVIDER is acs');
    expect(message).not.toContain('ACS_COMPANY_ID');
  });

  it('refuses to start with AADE chosen and no special credentials', () => {
    const message = refusal({ TAX_REGISTRY_PROVIDER: 'aade' });
    expect(message).toContain('AADE_USERNAME: must be set when TAX_REGISTRY_PROVIDER is aade');
    expect(message).toContain('AADE_PASSWORD: must be set when TAX_REGISTRY_PROVIDER is aade');
  });

  it('takes AADE with its credentials, and checks the caller’s VAT number', () => {
    const aade = { TAX_REGISTRY_PROVIDER: 'aade', AADE_USERNAME: 'KYMA1', AADE_PASSWORD: 'secret' };
    expect(loadConfig({ ...aade, AADE_CALLER_VAT: '099900015' }).taxRegistry).toEqual({
      provider: 'aade',
      url: 'https://www1.gsis.gr/wsaade/RgWsPublic2/RgWsPublic2',
      username: 'KYMA1',
      password: 'secret',
      callerVat: '099900015',
    });
    expect(refusal({ ...aade, AADE_CALLER_VAT: '099900016' })).toContain('AADE_CALLER_VAT');
  });

  it('refuses a provider it does not know', () => {
    expect(refusal({ COURIER_PROVIDER: 'dhl' })).toContain('COURIER_PROVIDER: must be sandbox or acs');
    expect(refusal({ TAX_REGISTRY_PROVIDER: 'vies' })).toContain(
      'TAX_REGISTRY_PROVIDER: must be sandbox or aade',
    );
  });
});
