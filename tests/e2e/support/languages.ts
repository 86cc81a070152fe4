import type { Page } from '@playwright/test';

/**
 * Opens the header's list of languages (a disclosure named `label` in the page's language, decision 0097)
 * and follows the link to `language`.
 */
export async function switchLanguage(page: Page, label: string, language: string | RegExp) {
  const switcher = page.getByRole('navigation', { name: label });
  await switcher.locator('summary').click();
  await switcher.getByRole('link', { name: language }).click();
}
