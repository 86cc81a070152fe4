import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts so the React Router plugin never loads under Vitest.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        // A property test or a rendered document takes seconds on a busy 2-core machine: past Vitest's 5 s.
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
    // Vitest's default worker count is kept (cores − 1: one file at a time on a 2-core machine). Two workers
    // were measured on the shared machine (decision 0073): the same wall time, each file ~1.8× slower, and
    // the process tests (PGlite starts, a worker killed, a shutdown overrun) past their timeouts.
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      exclude: ['**/*.d.ts'],
      reporter: ['text-summary'],
      thresholds: { 'src/domain/**': { lines: 95 } },
    },
  },
});
