import { randomUUID } from 'node:crypto';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { testDay } from '../support/test-today.ts';
import { dayWithSailings, pickFirstSailing } from './support/booking-flow.ts';
import { chooseChangeDay } from './support/change-day.ts';
import { expect, test } from './support/fixtures.ts';
import { bookRoundTrip, plusDays } from './support/round-trip.ts';

const sq = MESSAGES.sq;

/** Albanian as the server writes it: Node carries every language's data (the browser under test does not). */
const albanian = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('sq-AL', { ...options, timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));

/** Monday 7 December 2026 and the six days after it: the calendar's columns. */
const WEEK = Array.from({ length: 7 }, (_, index) => `2026-12-${String(7 + index).padStart(2, '0')}`);

test.describe('dates and prices drawn in a browser without Albanian (issue #51 item 1)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('about:blank');
    const known = await page.evaluate(() => Intl.DateTimeFormat.supportedLocalesOf(['sq']));
    // Debian's Chromium has no Albanian: without that, this test would prove nothing.
    expect(known, 'this Chromium knows Albanian dates').toEqual([]);
  });

  test('the search calendar writes its month, weekdays and chosen day in Albanian', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/sq');
    await page.getByRole('button', { name: new RegExp(sq.searchDeparture) }).click();
    const calendar = page.getByRole('dialog', { name: sq.searchDeparture });
    await expect(calendar.locator('.date-picker__month')).toHaveText(
      albanian(testDay(0), { month: 'long', year: 'numeric' }),
    );
    const weekdays = await calendar.locator('thead th').allTextContents();
    expect(weekdays).toEqual(WEEK.map((day) => albanian(day, { weekday: 'narrow' })));
    await expect(calendar.locator('thead th').first()).toHaveAttribute(
      'abbr',
      albanian(WEEK[0]!, { weekday: 'long' }),
    );
    await expect(calendar).not.toContainText(/M\d{1,2}\b/);

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    await expect(page.locator('.date-picker__trigger').first()).toHaveText(
      albanian(testDay(1), { weekday: 'short', day: 'numeric', month: 'short' }),
    );
  });

  test('the booking steps write prices and the sailing’s day in Albanian', async ({ page, request }) => {
    const day = await dayWithSailings(request, 14);
    await pickFirstSailing(page, 'sq', `from=PIR&to=JTR&date=${day}&passengers=1&vehicles=0&pets=0`);
    const price = page.getByTestId('leg-price-0');
    await expect(price).toContainText(/\d+,\d{2}\s€/);
    await expect(price).not.toContainText(/€\s?\d/);
    const month = albanian(day, { month: 'short' });
    await expect(page.locator('.booking-card__head p').first()).toContainText(month);
    await expect(page.locator('main')).not.toContainText(/\bM\d{1,2}\b/);
  });

  test('booked, then My booking and the change page, still in Albanian', async ({ page, request }) => {
    test.setTimeout(120_000);
    const out = await dayWithSailings(request, 27);
    const reference = await bookRoundTrip(page, 'sq', out, `sq.${randomUUID()}@example.com`);
    const outMonth = albanian(out, { month: 'short' });
    for (const path of [`/sq/success?ref=${reference}`, `/sq/orderdetails?ref=${reference}`]) {
      await page.goto(path);
      const main = page.locator('main');
      await expect(main.locator('.price-breakdown__total dd').first()).toHaveText(/^\d+,\d{2}\s€$/);
      await expect(main).toContainText(outMonth);
      await expect(main).not.toContainText(/€\s?\d|\bM\d{1,2}\b/);
    }

    await page.goto(`/sq/orderdetails/change?ref=${reference}&leg=0`);
    const next = plusDays(out, 1);
    await chooseChangeDay(page, 'sq', next);
    await expect(page.getByRole('button', { name: new RegExp(sq.changeDateLabel) })).toContainText(
      albanian(next, { weekday: 'short', day: 'numeric', month: 'short' }),
    );
    // The birth date's hint shows the typed form (DD/MM/VVVV, e.g. 07/03/1985); no date is drawn in English.
    await expect(page.locator('main')).not.toContainText(/\bM\d{1,2}\b/);
  });
});
