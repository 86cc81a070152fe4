import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { dayWithSailings } from './support/booking-flow.ts';
import { expect, test } from './support/fixtures.ts';

for (const width of [1280, 390]) {
  test(`shots at ${width}`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const el = MESSAGES.el;
    const day = await dayWithSailings(request, 30);
    await page.goto(`/results?from=PIR&to=JTR&date=${day}&passengers=1&vehicles=0&pets=0`);
    await page.getByRole('button', { name: 'Μόνο τα απαραίτητα' }).click();
    await page.screenshot({ path: `/tmp/polish-shots/results-${width}.png` });
    await page.getByRole('button', { name: new RegExp(`^${el.resultsSelect} `) }).first().click();
    await page.screenshot({ path: `/tmp/polish-shots/results-chosen-${width}.png` });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.screenshot({ path: `/tmp/polish-shots/results-bottom-${width}.png` });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: el.resultsContinue, exact: true }).click();
    await page.getByRole('button', { name: el.continue, exact: true }).click();
    await expect(page.getByRole('heading', { name: el.stepBillingTitle })).toBeVisible();
    await page.locator('.invoice-fields input[type=checkbox]').check();
    await page.locator('.booking-phone').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/polish-shots/contact-${width}.png` });
    await page.locator('.invoice-fields').scrollIntoViewIfNeeded();
    await page.locator('.invoice-fields').screenshot({ path: `/tmp/polish-shots/invoice-${width}.png` });
    for (const lang of ['', '/de']) {
      await page.goto(lang || '/');
      await page.locator('.popular-routes, [class*="routes"]').first().scrollIntoViewIfNeeded().catch(() => {});
      await page.screenshot({ path: `/tmp/polish-shots/home${lang.replace('/', '-') || '-el'}-${width}.png` });
    }
  });
}
