import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { readPdf } from '../../support/pdf-reader.ts';
import { testDay } from '../../support/test-today.ts';
import { expect } from './fixtures.ts';

/** A day some weeks ahead with Piraeus → Santorini sailings, as the network reports it. */
export async function dayWithSailings(request: APIRequestContext, afterDays: number): Promise<string> {
  const answer = await request.post('/booking/getDates', { data: { origin: 'PIR', destination: 'JTR' } });
  const { dates } = (await answer.json()) as { dates: Array<{ date: string; departures: number }> };
  const from = testDay(afterDays);
  const day = dates.find((date) => date.date >= from && date.departures > 0);
  if (!day) throw new Error('no Piraeus → Santorini sailing in range');
  return day.date;
}

export const prefix = (locale: LocaleCode) => (locale === 'el' ? '' : `/${locale}`);
export const byId = (page: Page, id: string) => page.locator(`[id="${id}"]`);

/** Step 0: the first sailing of the results, then Continue. */
export async function pickFirstSailing(page: Page, locale: LocaleCode, query: string, card = 0) {
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
export async function fillDetails(page: Page, locale: LocaleCode, email: string): Promise<string> {
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
  await byId(page, 'payment-checked').check();
  const price = page.getByTestId('final-price');
  await expect(price).toBeVisible();
  return (await price.textContent()) ?? '';
}

export async function payWithSandboxCard(page: Page, locale: LocaleCode, card: string) {
  await page.getByRole('button', { name: MESSAGES[locale].payAndContinue }).click();
  await page.waitForURL(/\/sandbox-payments\//);
  await page.locator('#card').fill(card);
  await page.locator('button[value="pay"]').click();
}

/** The same text however each side writes its spaces (Intl puts no-break spaces in amounts). */
export const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Downloads the voucher through the page's link and returns its text as a reader would copy it. */
export async function voucherText(page: Page, locale: LocaleCode): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: MESSAGES[locale].downloadVoucher }).click();
  const pdf = await readPdf(readFileSync((await (await download).path())!));
  return spaced(pdf.pageTexts.join(' '));
}
