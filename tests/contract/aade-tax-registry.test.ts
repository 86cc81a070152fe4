import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AadeTaxRegistry } from '#adapters/aade/aade-tax-registry.ts';
import { SANDBOX_COMPANIES } from '#adapters/sandbox-tax-registry/sandbox-tax-registry.ts';
import type { VatNumber } from '#domain/invoice/vat-number.ts';
import { type FakeAade, startFakeAade } from '../support/fake-aade.ts';
import { taxRegistryContract } from './tax-registry.contract.ts';

let aade: FakeAade;
const logged: Array<{ level: string; details: object }> = [];
const logger = {
  info() {},
  warn: (details: object) => logged.push({ level: 'warn', details }),
  error: (details: object) => logged.push({ level: 'error', details }),
};

beforeAll(async () => {
  aade = await startFakeAade(SANDBOX_COMPANIES);
});
afterAll(async () => {
  await aade?.close();
});

const registry = (overrides: Partial<ConstructorParameters<typeof AadeTaxRegistry>[0]> = {}) =>
  new AadeTaxRegistry({
    url: aade.url,
    username: aade.username,
    password: aade.password,
    callerVat: aade.callerVat,
    timeoutMs: 5000,
    logger,
    ...overrides,
  });

taxRegistryContract('AADE RgWsPublic2 against the fake service', () => ({
  registry: registry(),
  known: SANDBOX_COMPANIES[0]!,
  deactivated: SANDBOX_COMPANIES.find((company) => !company.active)!,
  unknown: '099900052' as VatNumber,
}));

describe('RgWsPublic2 specifics', () => {
  const known = SANDBOX_COMPANIES[1]!.vatNumber;

  it('sends a SOAP 1.2 envelope with a WS-Security UsernameToken and the caller’s number', async () => {
    const before = aade.requests.length;
    await registry().lookup(known);
    const sent = aade.requests[before]!;
    expect(sent).toContain('http://www.w3.org/2003/05/soap-envelope');
    expect(sent).toMatch(/<ns1:UsernameToken><ns1:Username>KYMA\w+<\/ns1:Username>/);
    // The fake's password holds < & > and ": sent raw, the envelope would not even parse.
    expect(sent).not.toContain(aade.password);
    expect(sent).toContain(`<ns3:afm_called_by>${aade.callerVat}</ns3:afm_called_by>`);
    expect(sent).toContain(`<ns3:afm_called_for>${known}</ns3:afm_called_for>`);
  });

  it('passes on the registry’s verdict that a number is malformed', async () => {
    expect(await registry().lookup('099900016' as VatNumber)).toEqual({
      ok: false,
      error: 'invalidVatNumber',
    });
  });

  it('is unavailable, and says why in the log, when the credentials are refused', async () => {
    logged.length = 0;
    expect(await registry({ password: 'wrong' }).lookup(known)).toEqual({ ok: false, error: 'unavailable' });
    expect(logged).toContainEqual({
      level: 'error',
      details: { code: 'RG_WS_PUBLIC_TOKEN_USERNAME_NOT_AUTHENTICATED' },
    });
  });

  it('is unavailable on a SOAP fault, an HTML error page, or a record of another number', async () => {
    for (const mode of ['fault', 'html', 'otherNumber'] as const) {
      aade.mode = mode;
      try {
        expect(await registry().lookup(known), mode).toEqual({ ok: false, error: 'unavailable' });
      } finally {
        aade.mode = 'normal';
      }
    }
  });

  it('gives up at its deadline when the registry does not answer', async () => {
    aade.mode = 'silent';
    try {
      expect(await registry({ timeoutMs: 100 }).lookup(known)).toEqual({ ok: false, error: 'unavailable' });
    } finally {
      aade.mode = 'normal';
    }
  });
});
