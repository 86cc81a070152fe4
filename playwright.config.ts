import { defineConfig, devices } from '@playwright/test';
import { STAFF } from './tests/e2e/support/staff-api.ts';

const port = Number(process.env.E2E_PORT ?? 3210);
const CHROMIUM = { ...devices['Desktop Chrome'], channel: undefined };
const BACK_OFFICE = /admin\.spec\.ts$/;

/** End-to-end tests drive Debian's Chromium against the production build on real storage. */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/smtp-catcher.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-quic',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: BACK_OFFICE, use: CHROMIUM },
    // Staff change what every visitor sees (an offer hidden, a title corrected): the back office runs after
    // the visitors' tests, so none of them meets the site half-edited.
    { name: 'back office', testMatch: BACK_OFFICE, dependencies: ['chromium'], use: CHROMIUM },
  ],
  webServer: {
    command: 'node tests/e2e/support/start-server.ts',
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      E2E_PORT: String(port),
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 2526}`,
    },
  },
});
