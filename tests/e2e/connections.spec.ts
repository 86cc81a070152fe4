import type { Page } from '@playwright/test';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { messageWords } from '#web/app/i18n/message-words.server.ts';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { nextMonthDay } from '../support/test-today.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { fillDetails, payWithSandboxCard, prefix, spaced, voucherText } from './support/booking-flow.ts';
import { expect, test } from './support/fixtures.ts';

/** The next 15 December still ahead: the winter timetable, without a direct Mykonos → Naxos ship. */
const nextMidDecember = () => nextMonthDay('12-15');

const winterSearch = (locale: LocaleCode, from = 'JMK', to = 'JNX') =>
  `${prefix(locale)}/results?from=${from}&to=${to}&date=${nextMidDecember()}&passengers=1&vehicles=0&pets=0`;

/** The first connection card's sailings as "company · ship", in order. */
async function cardSailings(page: Page): Promise<string[]> {
  const card = page.getByTestId('connection-card').first();
  return (await card.locator('.connection-card__company').allTextContents()).map(spaced);
}

test('Mykonos → Naxos in December offers a connection with its wait and total, reached by keyboard', async ({
  page,
}) => {
  const m = MESSAGES.en;
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(winterSearch('en'));
  await expect(page.getByText(m.resultsNoSailings)).toBeVisible();
  await expect(page.getByRole('heading', { name: m.resultsConnectionsTitle })).toBeVisible();

  const card = page.getByTestId('connection-card').first();
  await expect(card.locator('.connection-card__wait').first()).toContainText(
    /Change at \w+: \d+ h \d+ min wait/,
  );
  await expect(card.locator('.connection-card__price')).toContainText(/total from €\d+\.\d\d/);
  await expect(card.locator('.connection-card__total')).toContainText(/Whole journey: \d+ h \d+ min/);
  // Good at 390 px: nothing wider than the window.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('connections-390.png'), fullPage: true });
  await expectNoAxeViolations(page);

  // Keyboard: the card's Book link is reached and followed without a pointer, straight to the passengers.
  const book = card.getByRole('link', { name: new RegExp(`^${m.resultsConnectionBook}`) });
  await book.focus();
  await expect(book).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: m.stepPassengersTitle })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/results\?from=JMK&to=[A-Z]{3}&date=[\d-]+&from=.*&sailing=.*&sailing=/);
});

/** Kilograms to one decimal, as the cards write CO2. */
const kilograms = (grams: number) => Math.round(grams / 100) / 10;

test('each leg of a connection says its CO2 per passenger, the journey its total or no data (de, 390 px)', async ({
  page,
}) => {
  const words = messageWords('de');
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(winterSearch('de'));
  const cards = page.getByTestId('connection-card');
  await expect(cards.first()).toBeVisible();

  // Blue Star Paros and Blue Star Naxos are in the EU register (decision 0085): a card with a whole total.
  const withTotal = cards
    .filter({ has: page.locator('[data-testid="connection-co2"][data-co2-grams]') })
    .first();
  const leg = withTotal.locator('.connection-card__leg [data-testid="trip-co2"]').first();
  await expect(leg).toContainText(/≈ [\d,]+ kg CO₂ pro Person/);
  await expect(leg).toContainText(/Klasse [A-E] \(A am besten, E am schlechtesten\)/);
  await expect(leg).toContainText(/, EU-Schiffsregister 2022$/);
  await expect(leg, 'a leg compares no journey by plane or car').not.toContainText(/Flug:|allein im Auto:/);

  // On every card: the total is the legs' sum only when each leg has a figure, else "no data".
  for (const card of await cards.all()) {
    const legs = card.locator('.connection-card__leg');
    await expect(legs.getByTestId('trip-co2')).toHaveCount(await legs.count());
    const grams = await legs
      .getByTestId('trip-co2')
      .evaluateAll((lines) => lines.map((line) => line.getAttribute('data-co2-grams')));
    const total = card.getByTestId('connection-co2');
    if (grams.includes(null)) await expect(total).toHaveText(words('resultsConnectionCo2NoData'));
    else {
      const sum = grams.reduce((all, one) => all + Number(one), 0);
      await expect(total).toHaveAttribute('data-co2-grams', String(sum));
      await expect(total).toHaveText(words('resultsConnectionCo2', { kg: kilograms(sum) }));
    }
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('connection-co2-390.png'), fullPage: true });
  await expectNoAxeViolations(page);
});
/**
 * Books the first connection card of the page as chosen, to the success page; its changes are protected
 * connections there (decision 0076). Answers the order's final price as shown and the card's sailings.
 */
async function bookFirstConnection(page: Page, locale: LocaleCode) {
  const m = MESSAGES[locale];
  const card = page.getByTestId('connection-card').first();
  await expect(card).toBeVisible();
  const sailings = await cardSailings(page);
  await card.getByRole('link', { name: new RegExp(`^${m.resultsConnectionBook}`) }).click();

  // The chosen sailings are the booking's legs: the passengers step of each, no choosing again.
  await expect(page.getByRole('heading', { name: m.stepPassengersTitle })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('final-price')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: m.continue, exact: true }).click();
  await fillDetails(page, locale, `connection.${locale}@example.com`);
  const shown = spaced((await page.getByTestId('final-price').textContent()) ?? '');
  await payWithSandboxCard(page, locale, '4242 4242 4242 4242');

  await expect(page.getByRole('heading', { name: m.successTitle })).toBeVisible({ timeout: 30_000 });
  const legs = page.locator('.order-leg');
  await expect(legs).toHaveCount(sailings.length);
  for (const [index, sailing] of sailings.entries()) {
    const [company, ship] = sailing.split(' · ');
    await expect(legs.nth(index).locator('.order-leg__head p')).toContainText(`${company}`);
    await expect(legs.nth(index).locator('.order-leg__head p')).toContainText(`${ship}`);
  }
  // Decision 0076: each change of the order is a protected connection, and the page says so.
  await expect(legs.first().getByTestId('protected-connection')).toHaveCount(0);
  for (let index = 1; index < sailings.length; index++)
    await expect(legs.nth(index).getByTestId('protected-connection')).toHaveText(m.protectedConnection);
  expect(spaced((await page.locator('.price-breakdown__total dd').textContent()) ?? '')).toBe(shown);
  return { shown, sailings };
}

for (const locale of ['en', 'el'] as const) {
  test(`a connection is booked as chosen, to the voucher, its change protected (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.goto(winterSearch(locale));
    const { shown, sailings } = await bookFirstConnection(page, locale);
    await expectNoAxeViolations(page);

    const voucher = await voucherText(page, locale);
    expect(voucher).toContain(`${messageWords(locale)('voucher_finalPrice')} ${shown}`);
    for (const sailing of sailings) expect(voucher).toContain(sailing.split(' · ')[1]!);
  });
}

test('Chania → Andros changes port from Piraeus to Rafina by road, said on the card, booked protected (de)', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto(winterSearch('de', 'CHQ', 'AND'));
  const change = page.getByTestId('connection-card').first().locator('.connection-card__by-road');
  await expect(change).toHaveText(/^Hafenwechsel: .+ → .+, auf der Straße, mindestens 2 Std\.$/);
  await change.screenshot({ path: test.info().outputPath('change-of-port-de.png') });
  await expectNoAxeViolations(page);
  await bookFirstConnection(page, 'de');
});

test('a chosen connection whose sailing is gone, or whose fares changed, says so before booking (el)', async ({
  page,
}) => {
  const m = MESSAGES.el;
  await page.goto(winterSearch('el'));
  const link = page.getByTestId('connection-card').first().getByRole('link');
  const path = (await link.getAttribute('href'))!;

  // A sailing no longer offered: nothing is chosen, the notice says to choose again.
  await page.goto(path.replace(/sailing=[^&]+/, 'sailing=gone%3A1'));
  await expect(page.getByTestId('chosen-connection')).toHaveText(m.resultsConnectionGone);
  await expect(page.locator('.results-leg').first()).toBeVisible();
  await expect(page.locator('.trip-card[data-selected]')).toHaveCount(0);

  // Another total than the card showed: the sailings are chosen, the traveller sees both totals first.
  await page.goto(path.replace(/shown=\d+/, 'shown=100'));
  await expect(page.getByTestId('chosen-connection')).toContainText(/συνολικά .+ αντί για 1,00/);
  await expect(page.locator('.trip-card[data-selected]')).toHaveCount(
    await page.locator('.results-leg').count(),
  );
  await expect(page.getByRole('button', { name: m.resultsContinue, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
