import { loadSeedContent } from '#adapters/postgres/seed/content-files.ts';
import { TEST_TODAY } from '../support/test-today.ts';
import { expect, test } from './support/fixtures.ts';
import { switchLanguage } from './support/languages.ts';

const HOME_PAGE_TEXT = (await loadSeedContent()).home.text;

test.describe('site shell', () => {
  test('the home page renders in Greek without a prefix', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${HOME_PAGE_TEXT.el.title} | Kyma`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_PAGE_TEXT.el.title);
    await expect(page.getByRole('link', { name: 'Αρχική' })).toBeVisible();
  });

  test('/en renders in English', async ({ page }) => {
    await page.goto('/en');
    await expect(page).toHaveTitle(`${HOME_PAGE_TEXT.en.title} | Kyma`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_PAGE_TEXT.en.title);
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible();
  });

  test('every language has its own prefix, lang attribute and translated page', async ({ page }) => {
    const homeLink = { de: 'Startseite', es: 'Inicio', fr: 'Accueil', it: 'Home', sq: 'Kreu' };
    for (const [code, home] of Object.entries(homeLink)) {
      await page.goto(`/${code}`);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        HOME_PAGE_TEXT[code as keyof typeof homeLink].title,
      );
      await expect(page.getByRole('link', { name: home, exact: true }).first()).toBeVisible();
    }
  });

  test('“My booking” is in the header and the footer, in the page’s language', async ({ page }) => {
    await page.goto('/contact');
    await page
      .getByRole('navigation', { name: 'Κύριο μενού' })
      .getByRole('link', { name: 'Η κράτησή μου' })
      .click();
    await expect(page).toHaveURL(/\/orderdetails$/);
    await expect(page.getByLabel('Αριθμός κράτησης')).toBeVisible();
    await page.goto('/en/contact');
    await page.getByRole('contentinfo').getByRole('link', { name: 'My booking' }).click();
    await expect(page).toHaveURL(/\/en\/orderdetails$/);
    await expect(page.getByLabel('Reservation number')).toBeVisible();
  });

  test('says on every page, in its language, that the sandbox takes no real payment', async ({ page }) => {
    // The e2e server runs on the embedded default, where the sandbox takes the card payments.
    for (const [path, text] of [
      ['/', 'δεν χρεώνεται πραγματικό ποσό'],
      ['/en/results', 'no real money is charged'],
      ['/de/contact', 'kein echtes Geld'],
    ]) {
      await page.goto(path!);
      await expect(page.getByRole('complementary', { name: new RegExp(text!) })).toBeVisible();
    }
  });

  test('the language switcher lists the other languages and keeps the page', async ({ page }) => {
    await page.goto('/en/results');
    const switcher = page.getByRole('navigation', { name: 'Language' });
    const greek = switcher.getByRole('link', { name: 'Ελληνικά' });
    await expect(greek).toBeHidden();
    // The current language's code opens the list of the others, each by its own name and code.
    await switcher.getByText('EN', { exact: true }).click();
    await expect(switcher.getByRole('link')).toHaveText([
      'ΕλληνικάEL',
      'DeutschDE',
      'EspañolES',
      'FrançaisFR',
      'ItalianoIT',
      'ShqipAL',
    ]);
    await page.keyboard.press('Escape');
    await expect(greek).toBeHidden();

    await switcher.getByText('EN', { exact: true }).click();
    await greek.click();
    await expect(page).toHaveURL(/\/results$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Βρείτε το πλοίο σας');

    await switchLanguage(page, 'Γλώσσα', 'Shqip');
    await expect(page).toHaveURL(/\/sq\/results$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sq');
  });

  test('the saved language brings a visitor back to it from the bare root', async ({ page }) => {
    await page.goto('/');
    await switchLanguage(page, 'Γλώσσα', 'Deutsch');
    await expect(page).toHaveURL(/\/de$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('an unknown route answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Η σελίδα δεν βρέθηκε');
    await expect(page).toHaveTitle('Η σελίδα δεν βρέθηκε | Kyma');

    const english = await page.goto('/en/does-not-exist/either');
    expect(english?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
    await expect(page).toHaveTitle('This page could not be found | Kyma');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/en$/);
  });

  test('the error page shows the status and the apology without the not-found text', async ({ page }) => {
    const response = await page.goto('/en/error?status=502');
    expect(response?.status()).toBe(502);
    await expect(page.getByText('502')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops, something went wrong');
    await expect(page.getByText('This page could not be found')).toHaveCount(0);
  });

  test('the footer shows the contact details from the settings and the current year', async ({ page }) => {
    await page.goto('/en');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: '+30 210 418 2000' })).toHaveAttribute(
      'href',
      'tel:+302104182000',
    );
    await expect(footer.getByRole('link', { name: 'sales@kyma.travel' })).toHaveAttribute(
      'href',
      'mailto:sales@kyma.travel',
    );
    await expect(footer.getByRole('link', { name: /Akti Miaouli/ })).toHaveAttribute(
      'href',
      /google\.com\/maps/,
    );
    await expect(footer.getByRole('img', { name: /Secure payments/ })).toBeVisible();
    await expect(footer).toContainText(`© ${TEST_TODAY.getFullYear()} Kyma Shipping & Travel`);
  });

  test('the booking layout shows the three steps', async ({ page }) => {
    await page.goto('/en/results');
    const steps = page.getByRole('navigation', { name: 'Booking steps' }).getByRole('listitem');
    await expect(steps).toHaveText([
      /Select route/,
      /Select passengers and vehicles/,
      /Passenger information and billing/,
    ]);
    await expect(steps.first()).toHaveAttribute('aria-current', 'step');
  });

  test('header and footer are hidden for a booking partner', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'kyma_partner', value: '17', url: baseURL! }]);
    await page.goto('/en/results');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your ferry');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
});

test.describe('hydration', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the burger menu opens and closes on a small screen once the page is interactive', async ({
    page,
  }) => {
    await page.goto('/en/results');
    const burger = page.getByRole('button', { name: 'Open menu' });
    const home = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' });
    await expect(home).toBeHidden();
    await burger.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(home).toBeVisible();
    await home.click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_PAGE_TEXT.en.title);
    await expect(home).toBeHidden();
  });

  test('links the server wrote as plain anchors become the router’s: discovered, navigating in place, marking the current page', async ({
    page,
  }) => {
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname);
    });
    const discovered = page.waitForRequest(
      (request) =>
        request.url().includes('__manifest') && decodeURIComponent(request.url()).includes('/en/blog'),
    );
    await page.goto('/en');
    await discovered;
    // Folded behind the burger at this width: looked up hidden or not.
    const menu = page.getByRole('navigation', { name: 'Main menu', includeHidden: true });
    const home = menu.getByRole('link', { name: 'Home', includeHidden: true });
    await expect(home).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('button.site-header__burger')).toBeAttached();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/en\/blog$/);
    // The browser's NavLink took over the anchor: the current page moved, and no document was loaded.
    await expect(home).not.toHaveAttribute('aria-current', 'page');
    expect(documents).toEqual(['/en']);
  });
});

test.describe('render cache', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('a page served from the render cache runs its scripts under its own CSP and hydrates', async ({
    page,
  }) => {
    await page.goto('/en/blog');
    // The first render is kept once it has been sent; a few visits later the page comes from the cache.
    await expect.poll(async () => (await page.goto('/en/blog'))?.headers()['kyma-render-cache']).toBe('hit');
    const response = await page.goto('/en/blog');
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('assets', () => {
  test('the stylesheets come inside the page, allowed by the CSP, and stay through client navigation', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    const response = await page.goto('/en');
    // One hash per stylesheet slot: app, search, pickers, results, consent, booking, later.
    expect(response?.headers()['content-security-policy']).toMatch(/style-src 'self'( 'sha256-[^']+'){7};/);
    // The first screen's inside the page; the search form's pickers and what is below the first screen
    // as files after the content (decision 0088, part 3), which the first paint does not wait for.
    await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(0);
    await expect(page.locator('body > link[rel="stylesheet"]')).toHaveCount(2);
    const heroBackground = () =>
      page.locator('.hero').evaluate((hero) => getComputedStyle(hero).backgroundImage || 'none');
    expect(await heroBackground()).not.toBe('none');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/en\/blog$/);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/en$/);
    expect(await heroBackground()).not.toBe('none');
    expect(violations).toEqual([]);
  });

  test('hashed build files are cached for a year, pages are not', async ({ page, request }) => {
    const response = await page.goto('/en');
    expect(response?.headers()['cache-control'] ?? '').not.toContain('immutable');
    // Preloaded once the page has painted (react-router-html.server.ts).
    const preload = page.locator('link[rel="modulepreload"]').first();
    await expect(preload).toBeAttached();
    const script = await preload.getAttribute('href');
    expect(script).toMatch(/^\/assets\/.+-[\w-]{8}\.js$/);
    const asset = await request.get(script!);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('the scripts are fetched once the page has painted, and then it comes to life', async ({ page }) => {
    // When the browser starts its first frame (the paint that follows comes before any script).
    await page.addInitScript(() =>
      requestAnimationFrame(() =>
        document.documentElement.setAttribute('data-first-frame', `${performance.now()}`),
      ),
    );
    for (const path of ['/en', '/en/destinations']) {
      const html = await (await page.request.get(path)).text();
      expect(html).not.toContain('rel="modulepreload"');
      expect(html).not.toContain('type="module"');
      await page.goto(path);
      // The header's menu button is rendered by the scripts (a plain link before they run).
      await expect(page.locator('button.site-header__burger')).toBeAttached();
      const order = await page.evaluate(() => ({
        firstFrame: Number(document.documentElement.dataset.firstFrame),
        scripts: performance
          .getEntriesByType('resource')
          .filter(({ name }) => name.includes('/assets/') && name.endsWith('.js'))
          .map(({ startTime }) => startTime),
      }));
      expect(order.scripts.length).toBeGreaterThan(3);
      for (const fetched of order.scripts) expect(fetched).toBeGreaterThan(order.firstFrame);
    }
  });
});

test.describe('search engines and sharing', () => {
  test('a page names its canonical URL, its seven language versions and its share card', async ({ page }) => {
    await page.goto('/de');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de$/);
    const alternates = page.locator('link[rel="alternate"][hreflang]');
    await expect(alternates).toHaveCount(8);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/$/);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'de_DE');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /share-default\.jpg$/);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({ '@type': 'TravelAgency', name: 'Kyma Shipping & Travel' });
  });

  test('booking steps are kept out of search results', async ({ page }) => {
    await page.goto('/en/results');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });
});
