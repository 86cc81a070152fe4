import { expect, test } from './support/fixtures.ts';

/** Issue #32: each page carries the stylesheets and data it uses, and nothing its HTML already holds. */
const HYDRATION_DATA = /streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/;

test.describe('lighter pages', () => {
  test('the home page carries its sections once, as HTML, and no booking styles', async ({ request }) => {
    const html = await (await request.get('/en?fresh')).text();
    const data = JSON.parse(HYDRATION_DATA.exec(html)?.[1] ?? '""') as string;
    expect(data).toContain('Piraeus');
    // A company the companies' section links to: in the markup, not in the data hydration reads.
    expect(html).toContain('href="/en/companies/blue-star-ferries"');
    expect(data).not.toContain('blue-star-ferries');
    expect(html).toContain('<style data-style="search"');
    expect(html).not.toContain('data-style="booking"');
  });

  test('a page reached in the browser gets the sections and styles its first page lacked', async ({
    page,
  }) => {
    await page.goto('/en/blog');
    await expect(page.locator('style[data-style="search"]')).toHaveCount(0);
    await page.locator('.site-header__logo').click();
    await expect(page).toHaveURL(/\/en$/);
    // The sections came as data (the page had no HTML of them), the search form's styles as a file.
    await expect(page.getByRole('link', { name: 'Blue Star Ferries' })).toBeVisible();
    await expect(page.locator('link[rel="stylesheet"][href^="/assets/search"]')).toHaveCount(1);
    await expect(page.locator('.search-form--hero')).toHaveCSS('margin-top', '28px');
  });
});
