import * as yup from 'yup';
import { isValidVatNumber } from '#domain/invoice/vat-number.ts';
import { urlWithProtocol } from './env-rules.ts';

/** Courier delivery of tickets and the tax registry for invoices (spec §3, §7). */
export interface CourierTaxConfig {
  /** COURIER_PROVIDER: the sandbox courier Kyma plays itself, or ACS Courier's web services. */
  courier:
    | { provider: 'sandbox' }
    | {
        provider: 'acs';
        url: string;
        apiKey: string;
        companyId: string;
        companyPassword: string;
        userId: string;
        userPassword: string;
        billingCode: string;
      };
  /** TAX_REGISTRY_PROVIDER: the sandbox registry, or AADE's RgWsPublic2 with its special credentials. */
  taxRegistry:
    | { provider: 'sandbox' }
    | { provider: 'aade'; url: string; username: string; password: string; callerVat: string };
}

/** Where the real services answer; overridable to point at a test environment or a fake. */
const ACS_URL = 'https://webservices.acscourier.net/ACSRestServices/api/ACSAutoRest';
const AADE_URL = 'https://www1.gsis.gr/wsaade/RgWsPublic2/RgWsPublic2';

/** A setting the chosen courier or tax registry cannot work without. */
const requiredWhen = (variable: 'COURIER_PROVIDER' | 'TAX_REGISTRY_PROVIDER', provider: string) =>
  yup
    .string()
    .trim()
    .test('required-for-provider', `must be set when ${variable} is ${provider}`, function (value) {
      return (this.parent[variable] ?? 'sandbox').trim().toLowerCase() !== provider || Boolean(value);
    });

export const courierTaxEnv = yup.object({
  COURIER_PROVIDER: yup
    .string()
    .trim()
    .lowercase()
    .oneOf(['sandbox', 'acs'], 'must be sandbox or acs')
    .default('sandbox'),
  ACS_API_KEY: requiredWhen('COURIER_PROVIDER', 'acs'),
  ACS_COMPANY_ID: requiredWhen('COURIER_PROVIDER', 'acs'),
  ACS_COMPANY_PASSWORD: requiredWhen('COURIER_PROVIDER', 'acs'),
  ACS_USER_ID: requiredWhen('COURIER_PROVIDER', 'acs'),
  ACS_USER_PASSWORD: requiredWhen('COURIER_PROVIDER', 'acs'),
  ACS_BILLING_CODE: requiredWhen('COURIER_PROVIDER', 'acs'),
  ACS_URL: urlWithProtocol(['http:', 'https:']).default(ACS_URL),
  TAX_REGISTRY_PROVIDER: yup
    .string()
    .trim()
    .lowercase()
    .oneOf(['sandbox', 'aade'], 'must be sandbox or aade')
    .default('sandbox'),
  AADE_USERNAME: requiredWhen('TAX_REGISTRY_PROVIDER', 'aade'),
  AADE_PASSWORD: requiredWhen('TAX_REGISTRY_PROVIDER', 'aade'),
  AADE_CALLER_VAT: yup
    .string()
    .trim()
    .test(
      'vat-number',
      'must be a Greek VAT number (ΑΦΜ) of nine digits',
      (value) => !value || isValidVatNumber(value),
    ),
  AADE_URL: urlWithProtocol(['http:', 'https:']).default(AADE_URL),
});

/** The courier's and the tax registry's settings; the schema has already refused missing credentials. */
export function courierTaxConfigOf(env: yup.InferType<typeof courierTaxEnv>): CourierTaxConfig {
  return {
    courier:
      env.COURIER_PROVIDER === 'acs'
        ? {
            provider: 'acs',
            url: env.ACS_URL,
            apiKey: env.ACS_API_KEY!,
            companyId: env.ACS_COMPANY_ID!,
            companyPassword: env.ACS_COMPANY_PASSWORD!,
            userId: env.ACS_USER_ID!,
            userPassword: env.ACS_USER_PASSWORD!,
            billingCode: env.ACS_BILLING_CODE!,
          }
        : { provider: 'sandbox' },
    taxRegistry:
      env.TAX_REGISTRY_PROVIDER === 'aade'
        ? {
            provider: 'aade',
            url: env.AADE_URL,
            username: env.AADE_USERNAME!,
            password: env.AADE_PASSWORD!,
            callerVat: env.AADE_CALLER_VAT ?? '',
          }
        : { provider: 'sandbox' },
  };
}
