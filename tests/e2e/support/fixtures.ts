import { test as base, expect } from '@playwright/test';

/**
 * Every page is watched: a console error or an uncaught exception in the browser fails the test.
 * The one exception is Chromium's own note that a page we navigated to answered 4xx/5xx on purpose
 * (a 404 page), which it logs as "Failed to load resource".
 */
export const test = base.extend<{ browserErrors: string[] }>({
  browserErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const erroredDocuments = new Set<string>();
      page.on('response', (response) => {
        if (response.request().isNavigationRequest() && response.status() >= 400)
          erroredDocuments.add(response.url());
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const expectedStatus =
          message.text().startsWith('Failed to load resource') &&
          erroredDocuments.has(message.location().url);
        if (!expectedStatus) errors.push(`console.error: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      await use(errors);
      expect(errors, 'the browser reported errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
