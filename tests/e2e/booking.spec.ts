import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import type { LocaleCode } from '../../src/domain/i18n/locales.ts';
import { MESSAGES } from '../../src/web/app/i18n/messages.server.ts';
import { readPdf } from '../support/pdf-reader.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';

/** A day some weeks ahead with Piraeus → Santorini sailings, as the network reports it. */
async function dayWithSailings(request: APIRequestContext, afterDays: number): Promise<string> {
  const answer = await request.post('/booking/getDates', { data: { origin: 'PIR', destination: 'JTR' } });
  const { dates } = (await answer.json()) as { dates: Array<{ date: string; departures: number }> };
  const from = new Date(Date.now() + afterDays * 86_400_000).toISOString().slice(0, 10);
  const day = dates.find((date) => date.date >= from && date.departures > 0);
  if (!day) throw new Error('no Piraeus → Santorini sailing in range');
  return day.date;
}

const prefix = (locale: LocaleCode) => (locale === 'el' ? '' : `/${locale}`);
const byId = (page: Page, id: string) => page.locator(`[id="${id}"]`);

/** Step 0: the first sailing of the results, then Continue. */
async function pickFirstSailing(page: Page, locale: LocaleCode, query: string, card = 0) {
  const m = MESSAGES[locale];
  await page.goto(`${prefix(locale)}/results?${query}`);
  await page
    .locator('.trip-card')
    .nth(card)
    .getByRole('button', { name: new RegExp(`^${m.resultsSelect} `) })
    .click();
  await page.getByRole('button', { name: m.resultsContinue, exact: true }).click();
  await expect(page.getByRole('heading', { name: m.stepPassengersTitle })).toBeVisible();
}

/** Step 2: the details of one traveller and the contact, terms accepted; returns the final price shown. */
async function fillDetails(page: Page, locale: LocaleCode, email: string): Promise<string> {
  const m = MESSAGES[locale];
  await expect(page.getByRole('heading', { name: m.stepBillingTitle })).toBeVisible();
  await byId(page, 'passengers[0].name').fill('Eleni');
  await byId(page, 'passengers[0].surname').fill('Papadopoulou');
  await byId(page, 'passengers[0].sex').selectOption('female');
  await byId(page, 'passengers[0].birthDate').fill('07/03/1985');
  await byId(page, 'passengers[0].nationality').selectOption('GR');
  await byId(page, 'passengers[0].documentId').fill('ab1234567');
  await byId(page, 'leader-firstName').fill('Eleni');
  await byId(page, 'leader-lastName').fill('Papadopoulou');
  await byId(page, 'leader-email').fill(email);
  await byId(page, 'leader-mobile').fill('6912345678');
  await page.getByRole('checkbox').check();
  const price = page.getByTestId('final-price');
  await expect(price).toBeVisible();
  return (await price.textContent()) ?? '';
}

async function payWithSandboxCard(page: Page, locale: LocaleCode, card: string) {
  await page.getByRole('button', { name: MESSAGES[locale].payAndContinue }).click();
  await page.waitForURL(/\/sandbox-payments\//);
  await page.locator('#card').fill(card);
  await page.locator('button[value="pay"]').click();
}

const digits = (text: string) => text.replace(/[^\d]/g, '');

test.describe('booking a ferry ticket', () => {
  test('one way in Greek, one passenger, paid with the sandbox card: success page, e-mail and voucher at the price shown', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const day = await dayWithSailings(request, 20);
    await pickFirstSailing(page, 'el', `from=PIR&to=JTR&date=${day}&passengers=1&vehicles=0&pets=0`);
    await expect(page.getByTestId('final-price')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: MESSAGES.el.continue, exact: true }).click();

    const shown = await fillDetails(page, 'el', 'eleni.greek@example.com');
    await expectNoAxeViolations(page);
    await payWithSandboxCard(page, 'el', '4242 4242 4242 4242');

    await expect(page.getByRole('heading', { name: MESSAGES.el.successTitle })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(/^[^?]*\/success\?ref=/);
    const reference = (await page.locator('.order-details__reference').textContent()) ?? '';
    expect(reference).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    expect(digits((await page.locator('.price-breakdown__total dd').textContent()) ?? '')).toBe(
      digits(shown),
    );
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: MESSAGES.el.downloadVoucher }).click();
    const pdf = await readPdf(readFileSync((await (await download).path())!));
    const text = pdf.pageTexts.join(' ');
    expect(text).toContain(reference);
    expect(digits(text)).toContain(digits(shown));

    const mail = await waitForMail(reference);
    expect(mail).toContain('eleni.greek@example.com');
    expect(mail).toMatch(/kyma-.*\.pdf/);
  });

  test('a declined card lands on the failure page and gives the places back', async ({ page, request }) => {
    test.setTimeout(60_000);
    const day = await dayWithSailings(request, 25);
    await pickFirstSailing(page, 'en', `from=PIR&to=JTR&date=${day}&passengers=1&vehicles=0&pets=0`);
    await page.getByRole('button', { name: MESSAGES.en.continue, exact: true }).click();
    await fillDetails(page, 'en', 'declined@example.com');
    await payWithSandboxCard(page, 'en', '4000 0000 0000 0002');
    await expect(page.getByRole('heading', { name: MESSAGES.en.reservationFailureTitle })).toBeVisible();
    await expect(page.getByText(MESSAGES.en.reservationFailure_declined)).toBeVisible();
  });

  test('a reload in the middle of the booking keeps it, and the order needs its secret to be seen', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(60_000);
    const day = await dayWithSailings(request, 30);
    await pickFirstSailing(page, 'en', `from=PIR&to=JTR&date=${day}&passengers=2&vehicles=0&pets=0`);
    await page.getByRole('button', { name: MESSAGES.en.continue, exact: true }).click();
    await byId(page, 'passengers[1].name').fill('Nikos');
    await page.reload();
    await expect(page.getByRole('heading', { name: MESSAGES.en.stepBillingTitle })).toBeVisible();
    await expect(byId(page, 'passengers[1].name')).toHaveValue('Nikos');

    await byId(page, 'passengers[1].surname').fill('Papadopoulos');
    await byId(page, 'passengers[1].sex').selectOption('male');
    await byId(page, 'passengers[1].birthDate').fill('11/11/1980');
    await byId(page, 'passengers[1].nationality').selectOption('GR');
    await byId(page, 'passengers[1].documentId').fill('XY7654321');
    await fillDetails(page, 'en', 'reload@example.com');
    await payWithSandboxCard(page, 'en', '4242424242424242');
    await expect(page.getByRole('heading', { name: MESSAGES.en.successTitle })).toBeVisible({
      timeout: 20_000,
    });

    // Another browser without the order's cookie learns nothing from the address.
    const stranger = await browser.newPage();
    const answer = await stranger.goto(page.url());
    expect(answer?.status()).toBe(404);
    await expect(stranger.getByText(MESSAGES.en.reservationNotFound)).toBeVisible();
    const voucher = await stranger.request.get(
      `/orders/${(await page.locator('.order-details__reference').textContent()) ?? ''}/voucher.pdf`,
    );
    expect(voucher.status()).toBe(404);
    await stranger.close();
  });
});
