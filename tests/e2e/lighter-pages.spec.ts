import { dayWithSailings, pickFirstSailing } from './support/booking-flow.ts';
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
    expect(html).not.toContain('data-style="results"');
    // What is below the first screen, and the search form's pickers, come as files after the content;
    // a page whose first screen may need them carries them inline.
    expect(html).toMatch(
      /<link rel="stylesheet" href="\/assets\/pickers-[^"]+\.css" data-style="pickers"\/>/,
    );
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/later-[^"]+\.css" data-style="later"\/>/);
    expect(html).not.toContain('<style data-style="later"');
    expect(html.indexOf('data-style="later"')).toBeGreaterThan(html.indexOf('</footer>'));
    const contact = await (await request.get('/en/contact')).text();
    expect(contact).toContain('<style data-style="later"');
    expect(contact).not.toContain('data-style="pickers"');
    // React Router's route manifest, written pretty-printed, is sent on one line.
    expect(html).toMatch(/window\.__reactRouterManifest = \{"entry":\{"module":/);
  });

  test("the results' styles are the results page's alone; a destination's route links are its HTML's", async ({
    request,
  }) => {
    const results = await (await request.get('/en/results')).text();
    expect(results).toContain('<style data-style="results"');
    // The breadcrumb is on the first screen (the results' rules); the steps render in the browser, so
    // their rules come as a file after the content.
    // Inside the results' own <style> (a minified media query may hold "<", as in `(width<=767px)`).
    expect(results).toMatch(
      /<style data-style="results"[^>]*>(?:(?!<\/style>)[\s\S])*\.booking-breadcrumb li\[aria-current=/,
    );
    expect(results).not.toContain('<style data-style="booking"');
    expect(results).toMatch(
      /<link rel="stylesheet" href="\/assets\/booking-[^"]+\.css" data-style="booking"\/>/,
    );
    expect(results.indexOf('data-style="booking"')).toBeGreaterThan(results.indexOf('</footer>'));
    const destination = await (await request.get('/en/destinations/santorini?fresh')).text();
    expect(destination).toContain('<style data-style="search"');
    expect(destination).not.toContain('data-style="results"');
    // The routes to the place: links in its markup, not in the data hydration reads.
    const data = JSON.parse(HYDRATION_DATA.exec(destination)?.[1] ?? '""') as string;
    expect(destination).toMatch(/<a href="\/en\/results\?from=[A-Z]{3}&amp;to=JTR&amp;/);
    expect(data).toContain('Santorini');
    expect(data).not.toContain('to=JTR');
  });

  test('a document shows what it holds as HTML without fetching the code that renders it', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/en');
    await page.waitForLoadState('networkidle');
    // The search form's code came (the page is interactive); the sections' did not, their HTML stayed.
    expect(fetched.some((path) => path.startsWith('/assets/search-form-'))).toBe(true);
    expect(fetched.filter((path) => path.startsWith('/assets/home-sections-'))).toEqual([]);
    await expect(page.getByRole('link', { name: 'Blue Star Ferries' })).toBeVisible();
    await page.goto('/en/destinations/santorini');
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((path) => path.startsWith('/assets/article-text-'))).toEqual([]);
    await expect(page.locator('.article__faq summary').first()).toBeVisible();
  });

  test('the rules home sent after its content serve the pages reached from it', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('.site-footer')).toHaveCSS('background-color', 'rgb(13, 36, 56)');
    await page.getByRole('link', { name: 'Contact', exact: true }).first().click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.locator('.contact-page__columns')).toHaveCSS('display', 'grid');
    await expect(page.locator('style[data-style="later"]')).toHaveCount(0);
    await expect(page.locator('link[data-style="later"]')).toHaveCount(1);
  });

  test('the booking steps are styled by the rules the results sent after their content', async ({
    page,
    request,
  }) => {
    const day = await dayWithSailings(request, 14);
    await pickFirstSailing(page, 'en', `from=PIR&to=JTR&date=${day}&passengers=1`);
    await expect(page.locator('.booking-row').first()).toHaveCSS('border-top-style', 'solid');
    await expect(page.locator('style[data-style="booking"]')).toHaveCount(0);
    await expect(page.locator('link[data-style="booking"]')).toHaveCount(1);
  });

  test('a page reached in the browser gets the sections and styles its first page lacked', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/en/blog');
    await expect(page.locator('style[data-style="search"]')).toHaveCount(0);
    await page.locator('.site-header__logo').click();
    await expect(page).toHaveURL(/\/en$/);
    // The sections came as data (the page had no HTML of them) with their view's code, the search
    // form's styles as a file.
    await expect(page.getByRole('link', { name: 'Blue Star Ferries' })).toBeVisible();
    expect(fetched.some((path) => path.startsWith('/assets/home-sections-'))).toBe(true);
    await expect(page.locator('link[rel="stylesheet"][href^="/assets/search"]')).toHaveCount(1);
    await expect(page.locator('.search-form--hero')).toHaveCSS('margin-top', '28px');
    // An article's text came as data too, and the code that renders it with it.
    await page.getByRole('link', { name: 'Santorini', exact: true }).first().click();
    await expect(page).toHaveURL(/\/en\/destinations\/santorini$/);
    await expect(page.locator('.article__faq summary').first()).toBeVisible();
    expect(fetched.some((path) => path.startsWith('/assets/article-text-'))).toBe(true);
  });
});
