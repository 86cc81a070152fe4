import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { dayWithSailings, prefix } from './support/booking-flow.ts';
import { chooseChangeDay } from './support/change-day.ts';
import { expect, test } from './support/fixtures.ts';
import { bookRoundTrip, plusDays } from './support/round-trip.ts';

/** The day as the server writes it in the language (Node has every language's data; the browser may not). */
const dayText = (locale: LocaleCode, iso: string) =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));

/** Every field of the correction: its label above its control, and no two labels alike. */
async function expectLabelledFields(page: Page) {
  const form = page.locator('.order-change__correction');
  const labels = await form.locator('label').allTextContents();
  expect(new Set(labels).size, labels.join(' | ')).toBe(labels.length);
  for (const label of await form.locator('label').all()) {
    const control = page.locator(`[id="${await label.getAttribute('for')}"]`);
    const [labelBox, controlBox] = [await label.boundingBox(), await control.boundingBox()];
    const name = (await label.textContent()) ?? '';
    expect(labelBox!.y + labelBox!.height, name).toBeLessThanOrEqual(controlBox!.y + 1);
  }
}

test('the change page is laid out with the booking form’s fields, in French and Albanian, on a phone and a desktop (issue #51 item 3)', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const out = await dayWithSailings(request, 28);
  // Blue Star moves a sailing for a fee (decision 0068): its next-day sailings show what the change costs.
  const reference = await bookRoundTrip(
    page,
    'en',
    out,
    `change.page.${randomUUID()}@example.com`,
    'Blue Star',
  );
  const next = plusDays(out, 1);
  for (const locale of ['fr', 'sq'] as const) {
    const m = MESSAGES[locale];
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${prefix(locale)}/orderdetails/change?ref=${reference}&leg=0`);
      await chooseChangeDay(page, locale, next);
      await expect(page.getByRole('button', { name: new RegExp(m.changeDateLabel) })).toContainText(
        dayText(locale, next),
      );
      await page.getByRole('button', { name: m.changeShowSailings }).click();
      await expect(page.locator('.order-change__sailing').first()).toBeVisible();
      await expect(page.locator('.order-change__day')).not.toContainText(/\d{1,2}\/\d{1,2}\/\d{4}/);

      const correction = page.locator('.order-change__correction');
      const nationality = correction.getByLabel(m.nationality);
      await expect(nationality).toHaveJSProperty('tagName', 'SELECT');
      const greece = new Intl.DisplayNames([locale], { type: 'region' }).of('GR')!;
      await expect(nationality.locator('option[value="GR"]')).toHaveText(greece);
      await expect(correction.getByLabel(m.firstName, { exact: true })).toBeVisible();
      await expect(correction.getByLabel(m.lastName, { exact: true })).toBeVisible();
      await expectLabelledFields(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: testInfo.outputPath(`change-${locale}-${width}.png`), fullPage: true });
      await page.getByRole('button', { name: new RegExp(m.changeDateLabel) }).click();
      await expect(page.getByRole('dialog', { name: m.changeDateLabel })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: testInfo.outputPath(`calendar-${locale}-${width}.png`) });
    }
  }
});
