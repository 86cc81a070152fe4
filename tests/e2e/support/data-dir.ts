import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The site's DATA_DIR in the browser tests: one folder per test server's port, emptied when it starts, so a
 * test can read what the embedded defaults write there (the sandbox's text messages under `sms/`).
 */
export const E2E_DATA_DIR = path.join(tmpdir(), `kyma-e2e-${process.env.E2E_PORT ?? '3210'}`);

/** The test CA and the certificates the site signs wallet passes with (decision 0129). */
export const E2E_WALLET_DIR = path.join(E2E_DATA_DIR, 'wallet');
