import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { OrderAnswer } from '#domain/wire-contract/order-answers.ts';
import { messageWords } from '#web/app/i18n/message-words.server.ts';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { byId, fillDetails, payWithSandboxCard, prefix, spaced, voucherText } from './booking-flow.ts';
import { expect } from './fixtures.ts';
import { MAIL_DIR } from './smtp-catcher.ts';
import { STAFF } from './staff-api.ts';

/** What the browser test of issue #46's walk shares: booking with a coupon and courier, and every view compared. */

/** An amount as any view writes it ("146,52 €", "−146,52 €"), in cents. */
export const cents = (text: string) => Number(text.replace(/[^\d]/g, ''));

/**
 * A round trip with a coupon redeemed and the tickets sent by courier, paid by card; the outbound by Blue
 * Star, whose terms move a sailing (decision 0068).
 */
export async function bookWithCouponAndCourier(
  page: Page,
  locale: LocaleCode,
  legs: Array<[from: string, to: string, day: string]>,
  email: string,
  coupon: string,
): Promise<string> {
  const m = MESSAGES[locale];
  const query = legs.map(([from, to, day]) => `from=${from}&to=${to}&date=${day}`).join('&');
  await page.goto(`${prefix(locale)}/results?${query}&passengers=1&vehicles=0&pets=0`);
  const results = page.locator('.results-leg');
  await expect(results).toHaveCount(legs.length);
  for (const index of legs.keys())
    await results
      .nth(index)
      .locator('.trip-card')
      .filter(index === 0 ? { hasText: 'Blue Star' } : {})
      .first()
      .getByRole('button', { name: new RegExp(`^${m.resultsSelect} `) })
      .click();
  await page.getByRole('button', { name: m.resultsContinue, exact: true }).click();
  await expect(page.getByRole('heading', { name: m.stepPassengersTitle })).toBeVisible();
  await page.getByRole('button', { name: m.continue, exact: true }).click();
  await fillDetails(page, locale, email);
  await page.getByRole('radio', { name: m.delivery_courier }).check();
  const address = {
    name: 'Eleni Papadopoulou',
    address: 'Odos Ermou 12',
    city: 'Athina',
    zipCode: '10563',
    prefecture: 'Attiki',
    telephone: '2101234567',
  };
  for (const [field, value] of Object.entries(address)) await byId(page, `payment-${field}`).fill(value);
  await byId(page, 'coupon-code').fill(coupon);
  await page.getByRole('button', { name: m.couponRedeem }).click();
  await expect(page.getByText(m.couponApplied.replace('{code}', coupon))).toBeVisible();
  await payWithSandboxCard(page, locale, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: m.successTitle })).toBeVisible({ timeout: 30_000 });
  return (await page.locator('.order-details__reference').textContent()) ?? '';
}

/** The order as `GET /booking/orders/{reference}` answers staff. */
export async function apiOrder(request: APIRequestContext, reference: string): Promise<OrderAnswer> {
  const login = await request.post('/api/auth/login', { data: STAFF });
  const { access_token } = (await login.json()) as { access_token: string };
  const answer = await request.get(`/booking/orders/${reference}`, {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { order: OrderAnswer }).order;
}

/** A raw message with its quoted-printable body decoded as UTF-8 and its HTML tags dropped. */
function readable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return spaced(
    Buffer.from(bytes, 'latin1')
      .toString('utf8')
      .replace(/<[^>]+>/g, ' '),
  );
}

/** The newest e-mail about `reference` to `email` that carries its voucher, readable. */
function newestVoucherMail(email: string, reference: string): string {
  for (const file of readdirSync(MAIL_DIR).sort().reverse()) {
    const raw = readFileSync(path.join(MAIL_DIR, file), 'latin1');
    if (raw.includes(`To: ${email}`) && raw.includes(reference) && raw.includes('application/pdf'))
      return readable(raw);
  }
  throw new Error(`no e-mail with the voucher of ${reference}`);
}

/** Pays what the card page asks, if the step asked for anything, and waits for "under way". */
export async function payIfAsked(page: Page) {
  const card = page.locator('#card');
  const refusal = page.locator('.notice--error');
  await expect(page.getByTestId('change-under-way').or(card).or(refusal).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(refusal).toHaveCount(0);
  if (await card.isVisible()) {
    await card.fill('4242 4242 4242 4242');
    await page.locator('button[value="pay"]').click();
    await expect(page.getByTestId('change-under-way')).toBeVisible({ timeout: 30_000 });
  }
}

/** The amount written after `label` in a document's text, in cents. */
function amountAfter(text: string, label: string): number {
  const found = new RegExp(`${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:? ([−-]?[\\d .,]+)`).exec(text);
  if (!found) throw new Error(`no "${label}" in ${text.slice(0, 2000)}`);
  return cents(found[1]!);
}

/**
 * My booking (reloaded), the API's answer and the voucher tell the same order: each leg's company, vessel,
 * departure and status, and the money paid, given back and kept. Resolves the API's answer.
 */
export async function expectViewsAgree(
  page: Page,
  request: APIRequestContext,
  locale: LocaleCode,
  reference: string,
): Promise<OrderAnswer> {
  const m = MESSAGES[locale];
  const order = await apiOrder(request, reference);
  await page.reload();
  for (const [index, leg] of order.legs.entries()) {
    const row = page.getByTestId(`order-leg-${index}`);
    await expect(row.getByTestId('leg-status')).toHaveText(m[`legStatus_${leg.status}`]);
    await expect(row).toContainText(leg.departureDatetime.slice(11, 16));
    await expect(page.locator('article.order-leg').nth(index)).toContainText(
      `${leg.companyName} (${leg.company}) · ${leg.vesselName}`,
    );
  }
  const money = order.money!;
  if (money.refunded > 0 || money.charged !== money.net) {
    expect(cents((await page.getByTestId('after-sale-net').textContent()) ?? '')).toBe(money.net);
    expect(cents((await page.getByTestId('after-sale-refunded').textContent()) ?? '')).toBe(money.refunded);
  }
  const voucher = await voucherText(page, locale);
  const words = messageWords(locale);
  for (const leg of order.legs.filter((each) => each.status === 'valid')) {
    expect(voucher).toContain(`${leg.companyName} (${leg.company})`);
    expect(voucher).toContain(spaced(`${words('voucher_vessel')}: ${leg.vesselName}`));
  }
  if (money.refunded > 0) expect(amountAfter(voucher, words('voucher_netPaid'))).toBe(money.net);
  return order;
}

/**
 * The newest e-mail carrying the voucher names each valid leg's company and vessel, and what the order keeps
 * (retried while the e-mail of the last move is on its way).
 */
export async function expectNewestMailAgrees(order: OrderAnswer, locale: LocaleCode, email: string) {
  await expect(async () => {
    const mail = newestVoucherMail(email, order.reference);
    for (const leg of order.legs.filter((each) => each.status === 'valid')) {
      expect(mail).toContain(leg.companyName);
      expect(mail).toContain(leg.vesselName);
    }
    if (order.money!.refunded > 0)
      expect(amountAfter(mail, messageWords(locale)('voucher_netPaid'))).toBe(order.money!.net);
  }).toPass({ timeout: 30_000 });
}
