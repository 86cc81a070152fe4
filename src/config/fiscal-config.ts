import * as yup from 'yup';
import type { FiscalIssuer } from '#domain/fiscal/fiscal-document.ts';
import { isValidVatNumber } from '#domain/invoice/vat-number.ts';
import { urlWithProtocol } from './env-rules.ts';

/** Invoices and receipts (issue #24, decisions 0062, 0063): who issues them and where they are reported. */
export interface FiscalConfig {
  /** FISCAL_ISSUER_*: Kyma's company as printed on its documents; sandbox defaults until set. */
  fiscalIssuer: FiscalIssuer;
  /** MYDATA_PROVIDER: the sandbox reporter (fake MARKs) or AADE's myDATA REST API. */
  myData:
    | { provider: 'sandbox' }
    | { provider: 'aade'; url: string; userId: string; subscriptionKey: string };
}

/** myDATA's test environment; production is https://mydatapi.aade.gr/myDATA. */
const MYDATA_URL = 'https://mydataapidev.aade.gr';

const requiredForAade = () =>
  yup
    .string()
    .trim()
    .test('required-for-aade', 'must be set when MYDATA_PROVIDER is aade', function (value) {
      return (this.parent.MYDATA_PROVIDER ?? 'sandbox').trim().toLowerCase() !== 'aade' || Boolean(value);
    });

export const fiscalEnv = yup.object({
  FISCAL_ISSUER_NAME: yup.string().trim().default('Kyma Travel (sandbox)'),
  FISCAL_ISSUER_VAT: yup
    .string()
    .trim()
    .test('vat-number', 'must be a Greek VAT number (ΑΦΜ) of nine digits', (value) =>
      isValidVatNumber(value ?? ''),
    )
    .default('999999993'),
  FISCAL_ISSUER_TAX_OFFICE: yup.string().trim().default('ΔΟΥ Πειραιά'),
  FISCAL_ISSUER_ADDRESS: yup.string().trim().default('Akti Miaouli 1, 185 35 Piraeus'),
  MYDATA_PROVIDER: yup
    .string()
    .trim()
    .lowercase()
    .oneOf(['sandbox', 'aade'], 'must be sandbox or aade')
    .default('sandbox'),
  MYDATA_USER_ID: requiredForAade(),
  MYDATA_SUBSCRIPTION_KEY: requiredForAade(),
  MYDATA_URL: urlWithProtocol(['http:', 'https:']).default(MYDATA_URL),
});

/** The issuer and the reporter; the schema has already refused aade without its credentials. */
export function fiscalConfigOf(env: yup.InferType<typeof fiscalEnv>): FiscalConfig {
  return {
    fiscalIssuer: {
      name: env.FISCAL_ISSUER_NAME,
      vatNumber: env.FISCAL_ISSUER_VAT,
      taxOffice: env.FISCAL_ISSUER_TAX_OFFICE,
      address: env.FISCAL_ISSUER_ADDRESS,
    },
    myData:
      env.MYDATA_PROVIDER === 'aade'
        ? {
            provider: 'aade',
            url: env.MYDATA_URL,
            userId: env.MYDATA_USER_ID!,
            subscriptionKey: env.MYDATA_SUBSCRIPTION_KEY!,
          }
        : { provider: 'sandbox' },
  };
}
