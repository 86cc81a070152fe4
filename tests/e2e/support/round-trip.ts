import type { Browser, Page } from '@playwright/test';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { fillDetails, payWithSandboxCard, prefix } from './booking-flow.ts';
import { expect } from './fixtures.ts';
import { waitForDecodedMail } from './mailbox.ts';

export const plusDays = (day: string, days: number) =>
  new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);

/** A round trip Piraeus ⇄ Santorini paid with the sandbox card; its reference. */
export async function bookRoundTrip(
  page: Page,
  locale: LocaleCode,
  out: string,
  email: string,
  /** Text of the outbound trip card to choose (a vessel's name); absent, the first. */
  outboundCard?: string,
) {
  const m = MESSAGES[locale];
  const query = `from=PIR&to=JTR&date=${out}&from=JTR&to=PIR&date=${plusDays(out, 3)}`;
  await page.goto(`${prefix(locale)}/results?${query}&passengers=1&vehicles=0&pets=0`);
  const results = page.locator('.results-leg');
  await expect(results).toHaveCount(2);
  for (const index of [0, 1]) {
    await results
      .nth(index)
      .locator('.trip-card')
      .filter(index === 0 && outboundCard ? { hasText: outboundCard } : {})
      .first()
      .getByRole('button', { name: new RegExp(`^${m.resultsSelect} `) })
      .click();
  }
  await page.getByRole('button', { name: m.resultsContinue, exact: true }).click();
  await expect(page.getByRole('heading', { name: m.stepPassengersTitle })).toBeVisible();
  await page.getByRole('button', { name: m.continue, exact: true }).click();
  await fillDetails(page, locale, email);
  await payWithSandboxCard(page, locale, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: m.successTitle })).toBeVisible({ timeout: 20_000 });
  return (await page.locator('.order-details__reference').textContent()) ?? '';
}

/** Another browser with only the reference and the e-mail: the sign-in link from the e-mail opens it whole. */
export async function openElsewhere(browser: Browser, locale: LocaleCode, reference: string, email: string) {
  const m = MESSAGES[locale];
  const other = await (await browser.newContext()).newPage();
  await other.goto(`${prefix(locale)}/orderdetails`);
  await other.getByLabel(m.reservationNumber, { exact: true }).fill(reference);
  await other.getByLabel(m.ordersEmailLabel, { exact: true }).fill(email);
  await other.getByRole('button', { name: m.ordersSignInLink }).click();
  await expect(other.getByTestId('sign-in-link-sent')).toContainText(reference);
  // Greek is the site's default language: its pages have no prefix.
  const signIn = `${prefix(locale)}/orderdetails/signin?token=`;
  const mail = await waitForDecodedMail([reference, signIn]);
  const link = /https?:\/\/[^\s"<>]+\?token=[\w-]+/.exec(mail.slice(mail.indexOf(signIn) - 200))?.[0];
  await other.goto(new URL(link!).pathname + new URL(link!).search);
  await other.getByRole('button', { name: m.ordersSignInContinue }).click();
  await expect(other.getByRole('link', { name: m.downloadVoucher })).toBeVisible();
  return other;
}
