import type { APIRequestContext } from '@playwright/test';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { testDay } from '../support/test-today.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

const en = MESSAGES.en;

/** The server's today (it runs on the test clock), as the site counts days. */
const athensToday = () => testDay(0);

/**
 * A month of Piraeus → Astypalea (not sailed every day) from next month on, as the network says: a day
 * with sailings and one without, both in that month.
 */
async function monthOfAstypalea(request: APIRequestContext) {
  const [year, month] = athensToday().split('-').map(Number);
  const next = new Date(Date.UTC(year!, month!, 1)).toISOString().slice(0, 10);
  const answer = await request.post('/booking/getDates', {
    data: { origin: 'PIR', destination: 'AST', from: next, days: 28, lang: 'en' },
  });
  expect(answer.ok()).toBe(true);
  const { dates } = (await answer.json()) as { dates: Array<{ date: string }> };
  const sailing = new Set(dates.map((day) => day.date));
  const days = Array.from({ length: 28 }, (_, index) =>
    new Date(Date.parse(`${next}T12:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10),
  );
  const full = days.filter((day) => sailing.has(day));
  const empty = days.find((day) => !sailing.has(day));
  if (full.length < 2 || !empty) throw new Error('Piraeus → Astypalea needs days with and without sailings');
  return { searched: full[0]!, other: full[1]!, empty };
}

test.describe('the fare calendar on the results page (issue #28)', () => {
  test('on a phone, a month of lowest fares: days without sailings cannot be chosen, the arrows walk the grid, Enter searches that day', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { searched, other, empty } = await monthOfAstypalea(request);
    await page.goto(`/en/results?from=PIR&to=AST&date=${searched}&passengers=1&vehicles=0&pets=0`);
    await page.getByText(en.resultsFareMonth).first().click();
    const calendar = page.locator('.fare-month__calendar').first();
    await expect(calendar.locator('[data-sailing]').first()).toBeVisible();
    await expect(calendar.locator(`[data-day="${searched}"]`)).toHaveAttribute('aria-pressed', 'true');
    const emptyDay = calendar.locator(`[data-day="${empty}"]`);
    await expect(emptyDay).toHaveAttribute('aria-disabled', 'true');
    await expect(emptyDay).toHaveAccessibleName(new RegExp(en.searchDayNoSailings));
    await expect(calendar.locator(`[data-day="${other}"]`)).toHaveAccessibleName(/€/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    await calendar.locator(`[data-day="${searched}"]`).focus();
    await page.keyboard.press('ArrowRight');
    const next = await page.evaluate(() => document.activeElement?.getAttribute('data-day'));
    expect(next! > searched).toBe(true);
    await calendar.locator(`[data-day="${other}"]`).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`date=${other}`));
    await expectNoAxeViolations(page);
  });
});

test.describe('the fare calendar of a round trip', () => {
  test('the outbound month offers no day after the return, the return month none before the outbound', async ({
    page,
    request,
  }) => {
    const { searched, other } = await monthOfAstypalea(request);
    await page.goto(
      `/en/results?from=PIR&to=AST&date=${searched}&return=${other}&passengers=1&vehicles=0&pets=0`,
    );
    const outbound = page.locator('.results-leg').nth(0);
    const inbound = page.locator('.results-leg').nth(1);
    await outbound.getByText(en.resultsFareMonth).click();
    const outboundMonth = outbound.locator('.fare-month__calendar');
    await expect(outboundMonth.locator('[data-sailing]').first()).toBeVisible();
    /** Each day of a shown month with whether it may be chosen at all. */
    const daysOf = (month: typeof outboundMonth) =>
      month
        .locator('[data-day]')
        .evaluateAll((buttons) =>
          buttons.map((button) => [
            button.getAttribute('data-day')!,
            !(button as HTMLButtonElement).disabled,
          ]),
        );
    await expect(outboundMonth.locator(`[data-day="${other}"]`)).toBeEnabled();
    for (const [day, choosable] of await daysOf(outboundMonth)) {
      if (day! > other) expect(choosable, `${day} after the return`).toBe(false);
    }
    await inbound.getByText(en.resultsFareMonth).click();
    const inboundMonth = inbound.locator('.fare-month__calendar');
    await expect(inboundMonth.locator(`[data-day="${searched}"]`)).toBeEnabled();
    for (const [day, choosable] of await daysOf(inboundMonth)) {
      if (day! < searched) expect(choosable, `${day} before the outbound`).toBe(false);
    }
  });
});

test.describe('the accessibility statement', () => {
  test('is at /accessibility in Greek and under each language prefix, linked from the footer', async ({
    page,
  }) => {
    await page.goto('/accessibility');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.el.accessibilityTitle);
    await expect(page.getByText(MESSAGES.el.accessibilityAssistance)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/de');
    await page.getByRole('contentinfo').getByRole('link', { name: MESSAGES.de.accessibilityTitle }).click();
    await expect(page).toHaveURL(/\/de\/accessibility$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.de.accessibilityTitle);
  });
});
