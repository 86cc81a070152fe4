import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';

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

/** A zip's files by name, read from its central directory (stored or deflated entries, as pass bundles are). */
function unzipped(bytes: Uint8Array): Map<string, Buffer> {
  const zip = Buffer.from(bytes);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const files = new Map<string, Buffer>();
  let entry = zip.readUInt32LE(end + 16);
  for (let count = zip.readUInt16LE(end + 10); count > 0; count--) {
    const method = zip.readUInt16LE(entry + 10);
    const size = zip.readUInt32LE(entry + 20);
    const nameLength = zip.readUInt16LE(entry + 28);
    const name = zip.toString('utf8', entry + 46, entry + 46 + nameLength);
    const local = zip.readUInt32LE(entry + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    entry += 46 + nameLength + zip.readUInt16LE(entry + 30) + zip.readUInt16LE(entry + 32);
  }
  return files;
}

/**
 * Opens a `.pkpass` as Wallet would: every file's SHA-1 must be the manifest's, and `signature` must be a
 * detached PKCS#7 signature of the manifest by a certificate of the test CA; answers `pass.json`.
 */
export function openVerifiedPass(bytes: Uint8Array, credentialsDir: string): PassJson {
  const files = unzipped(bytes);
  const manifest: Record<string, string> = JSON.parse(files.get('manifest.json')!.toString('utf8'));
  for (const [name, file] of files) {
    if (name === 'manifest.json' || name === 'signature') continue;
    const sha1 = createHash('sha1').update(file).digest('hex');
    if (manifest[name] !== sha1)
      throw new Error(`${name}: SHA-1 ${sha1} is not the manifest's ${manifest[name]}`);
  }
  if (Object.keys(manifest).length !== files.size - 2)
    throw new Error('the manifest lists a file the pass lacks');
  const dir = mkdtempSync(path.join(tmpdir(), 'kyma-pkpass-'));
  writeFileSync(path.join(dir, 'manifest.json'), files.get('manifest.json')!);
  writeFileSync(path.join(dir, 'signature'), files.get('signature')!);
  // Throws (exit code 4) when the signature does not verify against the test CA.
  openssl(
    [
      'smime',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      'signature',
      '-content',
      'manifest.json',
      '-CAfile',
      path.join(credentialsDir, 'ca.pem'),
      '-purpose',
      'any',
      '-out',
      '/dev/null',
    ],
    dir,
  );
  return JSON.parse(files.get('pass.json')!.toString('utf8'));
}
