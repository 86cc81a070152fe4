import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * The browser tests of selling through the published protocols (decisions 0077, 0078): the same build and
 * browser as playwright.config.ts, the site selling through the local Liknoss server and buying Superfast
 * from the local FerryGateway server, no simulated system beside them (`E2E_SUPPLY`).
 */
const webServer = base.webServer as NonNullable<Exclude<typeof base.webServer, unknown[]>>;
export default defineConfig({
  ...base,
  testDir: 'tests/e2e-supply',
  projects: [{ name: 'supply', use: base.projects![0]!.use }],
  webServer: { ...webServer, env: { ...webServer.env, E2E_SUPPLY: '1' } },
});
