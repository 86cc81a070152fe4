import { messageWords } from '#web/app/i18n/message-words.server.ts';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { byId, dayWithSailings, fillDetails, spaced, voucherText } from './support/booking-flow.ts';
import { expect, test } from './support/fixtures.ts';
import { staffApi } from './support/staff-api.ts';

const m = MESSAGES.de;
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);

test('three legs of two companies in German with a whole cabin, a coupon and courier delivery', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await (await staffApi(request)).createCoupon({
    name: 'AEGAEIS10',
    discountKind: 'percentage',
    discountValue: 10,
  });
  // Zante Ferries sails Piraeus → Santorini every day, Blue Star Santorini → Naxos → Piraeus every day.
  const first = await dayWithSailings(request, 22);
  const legs = [
    ['PIR', 'JTR', first, 'Zante Ferries'],
    ['JTR', 'JNX', plusDays(first, 2), 'Blue Star Ferries'],
    ['JNX', 'PIR', plusDays(first, 4), 'Blue Star Ferries'],
  ] as const;
  const query = legs.map(([from, to, date]) => `from=${from}&to=${to}&date=${date}`).join('&');
  await page.goto(`/de/results?${query}&passengers=1&vehicles=0&pets=0`);
  const results = page.locator('.results-leg');
  await expect(results).toHaveCount(3);
  for (const [index, [, , , company]] of legs.entries()) {
    await results
      .nth(index)
      .locator('.trip-card')
      .filter({ hasText: company })
      .first()
      .getByRole('button', { name: new RegExp(`^${m.resultsSelect} `) })
      .click();
  }
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: m.resultsContinue, exact: true }).click();

  // Step 2: the whole cabin on the overnight-capable ship of the first leg.
  await expect(page.getByRole('heading', { name: m.stepPassengersTitle })).toBeVisible();
  const seat = byId(page, 'leg0-p0-seat');
  const wholeCabin = seat
    .locator('option:not([disabled])')
    .filter({ hasText: m.accommodation_wholeCabin.split(' · ')[0]!.replace('{name}, ', '') })
    .first();
  await seat.selectOption((await wholeCabin.getAttribute('value'))!);
  await expect(page.getByTestId('final-price')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: m.continue, exact: true }).click();

  // Step 3: details, courier delivery in Greece and the coupon.
  await fillDetails(page, 'de', 'katrin.meyer@example.com');
  await page.getByRole('radio', { name: m.delivery_courier }).check();
  for (const [field, value] of Object.entries({
    name: 'Katrin Meyer',
    address: 'Odos Ermou 12',
    city: 'Athen',
    zipCode: '10563',
    prefecture: 'Attika',
    telephone: '2101234567',
  }))
    await byId(page, `payment-${field}`).fill(value);
  await byId(page, 'coupon-code').fill('AEGAEIS10');
  await page.getByRole('button', { name: m.couponRedeem }).click();
  await expect(page.getByText(m.couponApplied.replace('{code}', 'AEGAEIS10'))).toBeVisible();
  const line = (label: string) =>
    page.locator('.booking-summary .price-breakdown > div').filter({ hasText: label }).locator('dd');
  await expect(line(m.priceShipping)).toHaveText(/^3,00\s€$/);
  await expect(line(m.priceDiscount)).toHaveText(/^[-−]\d/);
  // Each leg's lines open with its sailing, in German (Piräus, Santorin), in the order sailed.
  await expect(page.locator('.booking-summary .price-breakdown__leg dt')).toHaveText([
    /^Piräus → Santorin$/,
    /^Santorin → Naxos$/,
    /^Naxos → Piräus$/,
  ]);
  const shown = spaced((await page.getByTestId('final-price').textContent()) ?? '');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: m.payAndContinue }).click();
  await page.waitForURL(/\/sandbox-payments\//);
  await expectNoAxeViolations(page);
  await page.locator('#card').fill('4242 4242 4242 4242');
  await page.locator('button[value="pay"]').click();

  await expect(page.getByRole('heading', { name: m.successTitle })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.order-leg')).toHaveCount(3);
  expect(spaced((await page.locator('.price-breakdown__total dd').textContent()) ?? '')).toBe(shown);
  await expectNoAxeViolations(page);
  const voucher = await voucherText(page, 'de');
  const words = messageWords('de');
  expect(voucher).toContain(`${words('voucher_finalPrice')} ${shown}`);
  expect(voucher).toContain(`${words('voucher_shipping')} 3,00 €`);
  expect(voucher).toContain(`${words('voucher_discount')} −`);
});
