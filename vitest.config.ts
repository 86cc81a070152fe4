import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts so the React Router plugin never loads under Vitest.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
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
    // Vitest's default on a 2-core machine is one worker (cores − 1): every file ran after the other. The
    // integration files mostly wait on PostgreSQL, Redis and child processes, so two at once overlap
    // those waits; each file has its own database and its own Redis key prefixes.
    maxWorkers: 2,
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
