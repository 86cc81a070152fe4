import { expect, it } from 'vitest';
import {
  SANDBOX_COMPANIES,
  SandboxTaxRegistry,
} from '#adapters/sandbox-tax-registry/sandbox-tax-registry.ts';
import { isValidVatNumber, type VatNumber } from '#domain/invoice/vat-number.ts';
import { taxRegistryContract } from './tax-registry.contract.ts';

taxRegistryContract('the sandbox registry Kyma carries itself', () => ({
  registry: new SandboxTaxRegistry(),
  known: SANDBOX_COMPANIES[0]!,
  deactivated: SANDBOX_COMPANIES.find((company) => !company.active)!,
  unknown: '099900052' as VatNumber,
}));

it('holds only numbers with valid check digits, so every one can be typed into the form', () => {
  for (const company of SANDBOX_COMPANIES) expect(isValidVatNumber(company.vatNumber)).toBe(true);
});
