import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ContainerModule } from 'inversify';
import type { Knex } from 'knex';
import { loadConfig } from '#config';
import { createContainer } from '#container';
import { TEST_CLOCK_ENV } from './test-today.ts';

export const quietLogger = { info() {}, warn() {}, error() {}, debug() {} };

/**
 * The product's own container over a test database: the same area modules as production, configured
 * through the production variables (`env`), on the test "today" unless `env` names another CLOCK_START,
 * with `overrides` loaded last to replace adapters. Files and
 * `.eml` mail go to a fresh data folder, returned as `dataDir`.
 */
export function testContainer(knex: Knex, env: Record<string, string> = {}, ...overrides: ContainerModule[]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kyma-test-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://kyma.test',
    SEED_CONTENT_ON_START: 'false',
    ...TEST_CLOCK_ENV,
    ...env,
  });
  return { container: createContainer(config, quietLogger, knex, ...overrides), config, dataDir };
}
