import { randomUUID } from 'node:crypto';
import { LOCALE_CODES } from '#domain/i18n/locales.ts';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { dayWithSailings, prefix } from './support/booking-flow.ts';
import { expect, test } from './support/fixtures.ts';
import { expectLaidOut } from './support/layout-checks.ts';
import { bookRoundTrip } from './support/round-trip.ts';

/**
 * Issue #51's done-when: every page a traveller reaches after the sale, in the seven languages, on a phone
 * and a desktop, fits its width and draws no text over other text. The booking has one leg cancelled, so
 * its pages carry the most they can: a valid and a cancelled leg, a refund tracked, money given back.
 */
test('after the sale, every page fits a phone and a desktop in all seven languages, no text over text', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const out = await dayWithSailings(request, 26);
  const reference = await bookRoundTrip(page, 'en', out, `layout.${randomUUID()}@example.com`);
  await page.goto(`/en/orderdetails?ref=${reference}&step=cancel&leg=1`);
  const refund = (await page.getByTestId('cancel-refund').textContent()) ?? '';
  await page
    .getByRole('button', { name: MESSAGES.en.ordersCancelConfirm.replace('{amount}', refund) })
    .click();
  await expect(page.getByTestId('refund-tracker')).toBeVisible();

  for (const locale of LOCALE_CODES) {
    const pages = {
      booking: `${prefix(locale)}/orderdetails?ref=${reference}`,
      success: `${prefix(locale)}/success?ref=${reference}`,
      change: `${prefix(locale)}/orderdetails/change?ref=${reference}&leg=0`,
      cancelQuote: `${prefix(locale)}/orderdetails?ref=${reference}&step=cancel&leg=0`,
    };
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(path);
        await expect(page.locator('h1')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expectLaidOut(page, width, `${name} ${locale} ${width}`);
        await page.screenshot({
          path: testInfo.outputPath(`${name}-${locale}-${width}.png`),
          fullPage: true,
        });
      }
    }
  }
});
