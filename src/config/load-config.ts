import * as yup from 'yup';
import { type AuthConfig, authConfigOf, authEnv } from './auth-config.ts';
import { type ClockConfig, clockConfigOf, clockEnv } from './clock-config.ts';
import { type ContentConfig, contentConfigOf, contentEnv } from './content-config.ts';
import { type CourierTaxConfig, courierTaxConfigOf, courierTaxEnv } from './courier-tax-config.ts';
import { type EmailConfig, emailConfigOf, emailEnv } from './email-config.ts';
import { type FerryConfig, ferryConfigOf, ferryEnv } from './ferry-config.ts';
import { type FerryGatewayConfig, ferryGatewayConfigOf, ferryGatewayEnv } from './ferry-gateway-config.ts';
import { type FiscalConfig, fiscalConfigOf, fiscalEnv } from './fiscal-config.ts';
import { type JobsConfig, jobsConfigOf, jobsEnv } from './jobs-config.ts';
import { type LiknossConfig, liknossConfigOf, liknossEnv } from './liknoss-config.ts';
import { type MarketingConfig, marketingConfigOf, marketingEnv } from './marketing-config.ts';
import { type McpConfig, mcpConfigOf, mcpEnv } from './mcp-config.ts';
import { type PaymentsConfig, paymentsConfigOf, paymentsEnv } from './payments-config.ts';
import { type SmsConfig, smsConfigOf, smsEnv } from './sms-config.ts';
import { type StorageConfig, storageConfigOf, storageEnv } from './storage-config.ts';
import { type WalletConfig, walletConfigOf, walletEnv } from './wallet-config.ts';
import { type WebConfig, webConfigOf, webEnv } from './web-config.ts';

/** Everything the processes read from the environment, validated once at start; one part per area. */
export interface Config
  extends WebConfig,
    StorageConfig,
    ClockConfig,
    JobsConfig,
    FerryConfig,
    LiknossConfig,
    FerryGatewayConfig,
    AuthConfig,
    EmailConfig,
    ContentConfig,
    PaymentsConfig,
    CourierTaxConfig,
    FiscalConfig,
    MarketingConfig,
    SmsConfig,
    McpConfig,
    WalletConfig {}

/**
 * One schema over every area's variables, so a rule may read another area's (a provider's credentials
 * are required only when PAYMENT_PROVIDERS lists it) and one error names every bad variable. yup lists
 * the errors of the last schema concatenated first: this order names them web first, marketing last.
 */
const envSchema = walletEnv
  .concat(mcpEnv)
  .concat(smsEnv)
  .concat(marketingEnv)
  .concat(fiscalEnv)
  .concat(courierTaxEnv)
  .concat(paymentsEnv)
  .concat(contentEnv)
  .concat(emailEnv)
  .concat(authEnv)
  .concat(liknossEnv)
  .concat(ferryGatewayEnv)
  .concat(ferryEnv)
  .concat(jobsEnv)
  .concat(storageEnv)
  .concat(clockEnv)
  .concat(webEnv);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError that names every bad variable and why. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  let parsed: yup.InferType<typeof envSchema>;
  try {
    const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
    parsed = envSchema.validateSync(present, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      const lines = error.inner.map(
        (inner) => `  ${inner.path}: ${inner.message.replace(`${inner.path} `, '')}`,
      );
      throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
    }
    throw error;
  }
  const storage = storageConfigOf(parsed);
  return {
    ...webConfigOf(parsed),
    ...storage,
    ...clockConfigOf(parsed),
    ...jobsConfigOf(parsed),
    ...ferryConfigOf(parsed),
    ...liknossConfigOf(parsed),
    ...ferryGatewayConfigOf(parsed),
    ...authConfigOf(parsed),
    ...emailConfigOf(parsed),
    ...contentConfigOf(parsed, storage.dataDir),
    ...paymentsConfigOf(parsed),
    ...courierTaxConfigOf(parsed),
    ...fiscalConfigOf(parsed),
    ...marketingConfigOf(parsed),
    ...smsConfigOf(parsed),
    ...mcpConfigOf(parsed),
    ...walletConfigOf(parsed),
  };
}
