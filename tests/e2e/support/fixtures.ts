import { test as base, expect } from '@playwright/test';

/**
 * Every page is watched: a console error or an uncaught exception in the browser fails the test.
 * The one exception is Chromium's own note that a page we navigated to answered 4xx/5xx on purpose
 * (a 404 page), or that a form's data request was refused with a 4xx (its fields at fault, shown on the
 * page), which it logs as "Failed to load resource".
 */
export const test = base.extend<{ browserErrors: string[] }>({
  /**
   * A page's scripts start once it has painted (decision 0040); until then its links and forms work as
   * plain HTML. A person takes longer than that to click; a test does not, so after `goto` and `reload`
   * it waits until React Router has taken the page over (clicks are then React's, replayed if it is
   * still hydrating) before going on.
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const scriptsStarted = () =>
        page.waitForFunction(
          () =>
            !document.querySelector('script[type="text/x-after-paint"]') ||
            '__reactRouterDataRouter' in window,
        );
      for (const navigation of ['goto', 'reload'] as const) {
        const navigate = page[navigation].bind(page) as (...args: unknown[]) => ReturnType<typeof page.goto>;
        Object.assign(page, {
          [navigation]: async (...args: unknown[]) => {
            const response = await navigate(...args);
            await scriptsStarted();
            return response;
          },
        });
      }
    }
    await use(page);
  },
  browserErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const erroredDocuments = new Set<string>();
      page.on('response', (response) => {
        const status = response.status();
        const refusedForm =
          new URL(response.url()).pathname.endsWith('.data') && status >= 400 && status < 500;
        if ((response.request().isNavigationRequest() && status >= 400) || refusedForm)
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
