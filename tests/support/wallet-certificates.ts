import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const TEST_PASS_TYPE = 'pass.test.kyma.ferry';
export const TEST_GOOGLE_ISSUER = '3388000000022222222';

const openssl = (args: string[], cwd: string) => execFileSync('openssl', args, { cwd, stdio: 'pipe' });

/**
 * A self-signed CA standing in for Apple's WWDR, a pass type certificate it signed, and a Google service
 * account's key, made with openssl for one test run in `dir`; the wallet variables that point at them.
 */
export function walletTestCredentials(dir = mkdtempSync(path.join(tmpdir(), 'kyma-wallet-'))): {
  dir: string;
  env: Record<string, string>;
} {
  mkdirSync(dir, { recursive: true });
  openssl(
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      '-days',
      '3650',
      '-subj',
      '/CN=Kyma Test WWDR',
    ],
    dir,
  );
  openssl(
    [
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'pass.key',
      '-out',
      'pass.csr',
      '-subj',
      `/UID=${TEST_PASS_TYPE}/CN=Pass Type ID: ${TEST_PASS_TYPE}/OU=KYMATEAM01`,
    ],
    dir,
  );
  openssl(
    [
      'x509',
      '-req',
      '-in',
      'pass.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      'pass.pem',
      '-days',
      '3650',
    ],
    dir,
  );
  openssl(['genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048', '-out', 'google.key'], dir);
  openssl(['pkey', '-in', 'google.key', '-pubout', '-out', 'google.pub'], dir);
  writeFileSync(
    path.join(dir, 'google.json'),
    JSON.stringify({
      client_email: 'wallet@kyma-test.iam.gserviceaccount.com',
      private_key: readFileSync(path.join(dir, 'google.key'), 'utf8'),
    }),
  );
  return {
    dir,
    env: {
      APPLE_WALLET_PASS_TYPE_ID: TEST_PASS_TYPE,
      APPLE_WALLET_TEAM_ID: 'KYMATEAM01',
      APPLE_WALLET_CERTIFICATE: path.join(dir, 'pass.pem'),
      APPLE_WALLET_KEY: path.join(dir, 'pass.key'),
      APPLE_WALLET_WWDR: path.join(dir, 'ca.pem'),
      GOOGLE_WALLET_ISSUER_ID: TEST_GOOGLE_ISSUER,
      GOOGLE_WALLET_SERVICE_ACCOUNT: path.join(dir, 'google.json'),
    },
  };
}

type Field = { key: string; label: string; value: string };

/** What the tests read of `pass.json`. */
export interface PassJson {
  passTypeIdentifier: string;
  serialNumber: string;
  authenticationToken: string;
  webServiceURL: string;
  voided: boolean;
  barcodes: { format: string; message: string; altText: string }[];
  boardingPass: {
    transitType: string;
    primaryFields: Field[];
    secondaryFields: Field[];
    auxiliaryFields: Field[];
  };
}

/**
 * Opens a `.pkpass` as Wallet would: every file's SHA-1 must be the manifest's, and `signature` must be a
 * detached PKCS#7 signature of the manifest by a certificate of the test CA; answers `pass.json`.
 */
export function openVerifiedPass(bytes: Uint8Array, credentialsDir: string): PassJson {
  const dir = mkdtempSync(path.join(tmpdir(), 'kyma-pkpass-'));
  writeFileSync(path.join(dir, 'pass.pkpass'), bytes);
  execFileSync('unzip', ['-q', 'pass.pkpass', '-d', 'pass'], { cwd: dir });
  const files = path.join(dir, 'pass');
  const manifest: Record<string, string> = JSON.parse(
    readFileSync(path.join(files, 'manifest.json'), 'utf8'),
  );
  for (const [name, sha1] of Object.entries(manifest)) {
    const actual = createHash('sha1')
      .update(readFileSync(path.join(files, name)))
      .digest('hex');
    if (actual !== sha1) throw new Error(`${name}: SHA-1 ${actual} is not the manifest's ${sha1}`);
  }
  if (!('pass.json' in manifest)) throw new Error('pass.json is not in the manifest');
  // Throws (exit code 4) when the signature does not verify against the test CA.
  openssl(
    [
      'smime',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      path.join(files, 'signature'),
      '-content',
      path.join(files, 'manifest.json'),
      '-CAfile',
      path.join(credentialsDir, 'ca.pem'),
      '-purpose',
      'any',
      '-out',
      '/dev/null',
    ],
    dir,
  );
  return JSON.parse(readFileSync(path.join(files, 'pass.json'), 'utf8'));
}
