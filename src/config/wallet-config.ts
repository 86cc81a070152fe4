import * as yup from 'yup';

/**
 * Wallet passes (issue #53, decision 0129): Apple's pass signing and Google Wallet's issuer. Either may be
 * left out; a traveller is offered only the wallets configured.
 */
export interface WalletConfig {
  wallet: {
    apple: {
      passTypeIdentifier: string;
      teamIdentifier: string;
      /** PEM files: the pass type certificate, its key, and Apple's WWDR intermediate certificate. */
      certificateFile: string;
      keyFile: string;
      keyPassphrase: string | undefined;
      wwdrFile: string;
    } | null;
    google: {
      issuerId: string;
      classSuffix: string;
      /** The service account's JSON key file (its `client_email` and `private_key`). */
      serviceAccountFile: string;
    } | null;
  };
}

const APPLE_VARIABLES = [
  'APPLE_WALLET_PASS_TYPE_ID',
  'APPLE_WALLET_TEAM_ID',
  'APPLE_WALLET_CERTIFICATE',
  'APPLE_WALLET_KEY',
  'APPLE_WALLET_WWDR',
] as const;
const GOOGLE_VARIABLES = ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_SERVICE_ACCOUNT'] as const;

/** One of a wallet's variables: required once any other of them is set (a half-configured wallet stops). */
const partOf = (group: readonly string[]) =>
  yup
    .string()
    .trim()
    .test('all-or-none', `must be set with ${group.join(', ')}`, function (value) {
      return Boolean(value) || !group.some((name) => Boolean(this.parent[name]));
    });

export const walletEnv = yup.object({
  APPLE_WALLET_PASS_TYPE_ID: partOf(APPLE_VARIABLES),
  APPLE_WALLET_TEAM_ID: partOf(APPLE_VARIABLES),
  APPLE_WALLET_CERTIFICATE: partOf(APPLE_VARIABLES),
  APPLE_WALLET_KEY: partOf(APPLE_VARIABLES),
  APPLE_WALLET_KEY_PASSPHRASE: yup.string(),
  APPLE_WALLET_WWDR: partOf(APPLE_VARIABLES),
  GOOGLE_WALLET_ISSUER_ID: partOf(GOOGLE_VARIABLES),
  GOOGLE_WALLET_SERVICE_ACCOUNT: partOf(GOOGLE_VARIABLES),
  GOOGLE_WALLET_CLASS_SUFFIX: yup.string().trim().default('kyma-ferry'),
});

/** The wallets' settings; the schema has already refused a wallet half set. */
export function walletConfigOf(env: yup.InferType<typeof walletEnv>): WalletConfig {
  return {
    wallet: {
      apple: env.APPLE_WALLET_PASS_TYPE_ID
        ? {
            passTypeIdentifier: env.APPLE_WALLET_PASS_TYPE_ID,
            teamIdentifier: env.APPLE_WALLET_TEAM_ID!,
            certificateFile: env.APPLE_WALLET_CERTIFICATE!,
            keyFile: env.APPLE_WALLET_KEY!,
            keyPassphrase: env.APPLE_WALLET_KEY_PASSPHRASE || undefined,
            wwdrFile: env.APPLE_WALLET_WWDR!,
          }
        : null,
      google: env.GOOGLE_WALLET_ISSUER_ID
        ? {
            issuerId: env.GOOGLE_WALLET_ISSUER_ID,
            classSuffix: env.GOOGLE_WALLET_CLASS_SUFFIX,
            serviceAccountFile: env.GOOGLE_WALLET_SERVICE_ACCOUNT!,
          }
        : null,
    },
  };
}
