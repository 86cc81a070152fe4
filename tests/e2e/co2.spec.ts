import type { APIRequestContext, Page } from '@playwright/test';
import { testDay } from '../support/test-today.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

/** The server's today (it runs on the test clock), as the site counts days. */
const athensToday = () => testDay(0);

/** A day with Piraeus → Santorini sailings from tomorrow on, as the network says. */
async function dayWithSailings(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/booking/getDates', {
    data: { origin: 'PIR', destination: 'JTR', lang: 'en' },
  });
  expect(answer.ok()).toBe(true);
  const { dates } = (await answer.json()) as { dates: Array<{ date: string; departures: number }> };
  const day = dates.find((date) => date.date > athensToday() && date.departures > 0);
  if (!day) throw new Error('the simulated network has no Piraeus → Santorini sailing in range');
  return day.date;
}

/** Each card's CO2 in page order: its grams, or null where it says "no data". */
async function cardGrams(page: Page): Promise<Array<number | null>> {
  const lines = page.locator('.trip-card [data-testid="trip-co2"]');
  return lines.evaluateAll((elements) =>
    elements.map((element) => {
      const grams = element.getAttribute('data-co2-grams');
      return grams === null ? null : Number(grams);
    }),
  );
}

test.describe('CO2 per passenger on the results', () => {
  test('each sailing shows its CO2 with band, ship and year, or "no data"; "Lowest CO₂" puts the least first', async ({
    page,
    request,
  }) => {
    await page.goto(
      `/en/results?from=PIR&to=JTR&date=${await dayWithSailings(request)}&passengers=1&vehicles=0&pets=0`,
    );
    const cards = page.locator('.trip-card');
    await expect(cards.first()).toBeVisible();
    await expect(page.locator('.trip-card [data-testid="trip-co2"]')).toHaveCount(await cards.count());

    // Blue Star Delos is in the EU register; Dionisios Solomos is not (decision 0085).
    const delos = cards.filter({ hasText: 'Blue Star Delos' }).first().getByTestId('trip-co2');
    await expect(delos).toContainText(/≈ [\d.]+ kg CO₂ per passenger/);
    await expect(delos).toContainText('band C (A best, E worst)');
    await expect(delos).toContainText('Blue Star Delos, EU ship register 2022');
    await expect(delos).toContainText(/flying: ≈ [\d.]+ kg/);
    const solomos = cards.filter({ hasText: 'Dionisios Solomos' }).first().getByTestId('trip-co2');
    await expect(solomos).toHaveText('CO₂: no data for this ship');
    await expectNoAxeViolations(page);

    await page.getByLabel('Sort by').selectOption('co2Ascending');
    await expect(page).toHaveURL(/sort=co2Ascending/);
    await expect
      .poll(async () => {
        const grams = await cardGrams(page);
        const known = grams.filter((value) => value !== null);
        return (
          grams.join() === [...[...known].sort((a, b) => a - b), ...grams.filter((g) => g === null)].join()
        );
      })
      .toBe(true);
    const grams = await cardGrams(page);
    expect(grams[0], 'a sailing with a figure comes first').not.toBeNull();
    expect(grams.at(-1), 'a sailing without one comes last').toBeNull();
  });

  test('the Greek page words it in Greek', async ({ page, request }) => {
    await page.goto(
      `/results?from=PIR&to=JTR&date=${await dayWithSailings(request)}&passengers=1&vehicles=0&pets=0&sort=co2Ascending`,
    );
    await expect(page.locator('.trip-card').first().getByTestId('trip-co2')).toContainText('CO₂ ανά επιβάτη');
    await expect(page.getByLabel('Ταξινόμηση κατά')).toHaveValue('co2Ascending');
  });
});
