import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

const m = MESSAGES.en;

/** The next 15 December still ahead: the winter timetable, without a direct Mykonos → Naxos ship. */
function nextMidDecember(): string {
  const now = new Date();
  const late = now.getUTCMonth() === 11 && now.getUTCDate() >= 14;
  return `${now.getUTCFullYear() + (late ? 1 : 0)}-12-15`;
}

test('Mykonos → Naxos in December offers a connection with its wait and total, booked as two trips', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  const day = nextMidDecember();
  await page.goto(`/en/results?from=JMK&to=JNX&date=${day}&passengers=1&vehicles=0&pets=0`);
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

  // The card's sailings, by their departure instants, to choose the same ones on the trips page.
  const times = card.locator('.connection-card__sailing time');
  const departures = [
    await times.nth(0).getAttribute('datetime'),
    await times.nth(2).getAttribute('datetime'),
  ];

  // Keyboard: the card's Book link is reached and followed without a pointer.
  const book = card.getByRole('link', { name: new RegExp(`^${m.resultsConnectionBook}`) });
  await book.focus();
  await expect(book).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/results\?from=JMK&to=[A-Z]{3}&date=[\d-]+&from=/);
  const legs = page.locator('.results-leg');
  await expect(legs).toHaveCount(2);
  for (const [index, departure] of departures.entries()) {
    await legs
      .nth(index)
      .locator('.trip-card')
      .filter({ has: page.locator(`time[datetime="${departure}"]`) })
      .first()
      .getByRole('button', { name: new RegExp(`^${m.resultsSelect} `) })
      .click();
  }
  await page.getByRole('button', { name: m.resultsContinue, exact: true }).click();
  await expect(page.getByRole('heading', { name: m.stepPassengersTitle })).toBeVisible();
});
