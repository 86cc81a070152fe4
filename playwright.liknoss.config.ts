import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * The browser tests of selling through Liknoss (decision 0077): the same build and browser as
 * playwright.config.ts, the site selling through the local Liknoss server alone (`E2E_LIKNOSS`).
 */
const webServer = base.webServer as NonNullable<Exclude<typeof base.webServer, unknown[]>>;
export default defineConfig({
  ...base,
  testDir: 'tests/e2e-liknoss',
  projects: [{ name: 'liknoss', use: base.projects![0]!.use }],
  webServer: { ...webServer, env: { ...webServer.env, E2E_LIKNOSS: '1' } },
});
