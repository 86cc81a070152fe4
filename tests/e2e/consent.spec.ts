import type { BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies at Kyma' });

async function savedConsent(context: BrowserContext): Promise<string | undefined> {
  const cookie = (await context.cookies()).find((entry) => entry.name === 'kyma_consent');
  return cookie && decodeURIComponent(cookie.value);
}

test.describe('cookie consent', () => {
  test('asks on the first page; "Necessary only" hides it for good, across pages and reloads', async ({
    page,
    context,
  }) => {
    await page.goto('/en');
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Necessary only' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await savedConsent(context)).toBe('v1:marketing=0');
    const cookie = (await context.cookies()).find((entry) => entry.name === 'kyma_consent');
    expect(cookie).toMatchObject({ sameSite: 'Lax', httpOnly: true, path: '/' });
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    await page.getByRole('link', { name: 'Destinations' }).first().click();
    await expect(page).toHaveURL(/\/en\/destinations$/);
    await expect(banner(page)).toBeHidden();
    await page.goto('/de/companies');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  test('the footer link reopens the choice, which keeps the ticked purposes', async ({ page, context }) => {
    await page.goto('/en/offers');
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await savedConsent(context)).toBe('v1:marketing=1');

    await page.getByRole('link', { name: 'Cookie settings' }).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeFocused();
    await banner(page).getByText('Choose cookies').click();
    const marketing = banner(page).getByRole('checkbox', { name: 'Marketing' });
    await expect(marketing).toBeChecked();
    await expect(banner(page).getByRole('checkbox', { name: 'Necessary' })).toBeDisabled();
    await marketing.uncheck();
    await banner(page).getByRole('button', { name: 'Save my choice' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await savedConsent(context)).toBe('v1:marketing=0');
    await expect(page).toHaveURL(/\/en\/offers$/);
    await page.reload();
    await expect(banner(page)).toBeHidden();
  });

  test('works without JavaScript: plain form posts return to the same page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en/results');
    await expect(banner(page)).toBeVisible();
    await banner(page).getByText('Choose cookies').click();
    await banner(page).getByRole('checkbox', { name: 'Marketing' }).check();
    await banner(page).getByRole('button', { name: 'Save my choice' }).click();
    await expect(page).toHaveURL(/\/en\/results$/);
    await expect(banner(page)).toBeHidden();
    expect(await savedConsent(context)).toBe('v1:marketing=1');

    await page.getByRole('link', { name: 'Cookie settings' }).click();
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Necessary only' }).click();
    await expect(page).toHaveURL(/\/en\/results$/);
    await expect(banner(page)).toBeHidden();
    expect(await savedConsent(context)).toBe('v1:marketing=0');
    await context.close();
  });

  test('axe finds no violations with the banner open, its choices shown, on a phone', async ({ page }) => {
    // Two full axe runs: seconds each on a busy 2-core machine.
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en');
    await expect(banner(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await banner(page).getByText('Choose cookies').click();
    await expect(banner(page).getByRole('button', { name: 'Save my choice' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('is a region the keyboard passes through, never a trap, in the page language', async ({ page }) => {
    await page.goto('/');
    const greek = page.getByRole('region', { name: 'Cookies στην Kyma' });
    await expect(greek).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await greek.getByRole('button', { name: 'Μόνο τα απαραίτητα' }).focus();
    await page.keyboard.press('Tab');
    await expect(greek.getByRole('button', { name: 'Αποδοχή όλων' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(greek.getByText('Επιλογή cookies')).toBeFocused();
    await greek.getByRole('button', { name: 'Μόνο τα απαραίτητα' }).focus();
    await page.keyboard.press('Shift+Tab');
    const focusInBanner = await page.evaluate(() =>
      Boolean(document.getElementById('cookie-settings')?.contains(document.activeElement)),
    );
    expect(focusInBanner).toBe(false);
  });

  test("still asks when a booking partner's embedding hides header and footer", async ({ page, context }) => {
    const port = process.env.E2E_PORT ?? '3210';
    await context.addCookies([{ name: 'kyma_partner', value: '42', url: `http://127.0.0.1:${port}` }]);
    await page.goto('/en');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(banner(page)).toBeVisible();
  });

  test('refuses a choice posted from another site', async ({ page }) => {
    const answer = await page.request.post('/consent', {
      form: { choice: 'all', to: '/en' },
      headers: { Origin: 'https://elsewhere.example', 'Sec-Fetch-Site': 'cross-site' },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(403);
    expect(answer.headers()['set-cookie']).toBeUndefined();
  });

  test('sends the visitor back only to a page of this site', async ({ page }) => {
    const answer = await page.request.post('/consent', {
      form: { choice: 'necessary', to: '//elsewhere.example/phish' },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toBe('/');
  });
});
