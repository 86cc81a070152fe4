import type { APIRequestContext, Page } from '@playwright/test';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { testDay } from '../support/test-today.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

/** The server's today (it runs on the test clock), as the site counts days. */
const athensToday = () => testDay(0);

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/** A day with Piraeus → Santorini sailings from tomorrow on (today's may have sailed), as the network says. */
async function dayWithSailings(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/booking/getDates', {
    data: { origin: 'PIR', destination: 'JTR', lang: 'en' },
  });
  expect(answer.ok()).toBe(true);
  const { dates } = (await answer.json()) as { dates: Array<{ date: string; departures: number }> };
  const today = athensToday();
  const day = dates.find((date) => date.date > today && date.departures > 0);
  if (!day) throw new Error('the simulated network has no Piraeus → Santorini sailing in range');
  return day.date;
}

/**
 * The home page with its search form driven by JavaScript: the form's code arrives once the page is
 * interactive (decision 0036); until then the ports are native selects and the button a plain GET.
 */
async function openHomeSearch(page: Page) {
  await page.goto('/en');
  await expect(page.locator('input[role="combobox"]').first()).toBeAttached();
}

const resultsUrl = (date: string, path = '/en/results') =>
  `${path}?from=PIR&to=JTR&date=${date}&passengers=2&vehicles=0&pets=0`;

/**
 * Decision 0090: of the ships between Piraeus and Santorini, Blue Star Delos has accessible cabins and
 * Prevelis and the catamarans have none, so some cards say so and the filter keeps those only.
 */
async function expectAccessibleCards(page: Page, label: string) {
  const cards = page.locator('.trip-card');
  const labelled = cards.filter({ has: page.getByRole('button', { name: label, exact: true }) });
  await expect(labelled.first()).toBeVisible();
  const all = await cards.count();
  const fitted = await labelled.count();
  expect(fitted).toBeLessThan(all);
  // The words are the label; the wheelchair symbol beside them is hidden from screen readers.
  await expect(labelled.locator('svg.accessible-icon[aria-hidden="true"]')).toHaveCount(fitted);
  return fitted;
}

/** The "from" price of each sailing card, in page order, in cents. */
async function cardPrices(page: import('@playwright/test').Page): Promise<number[]> {
  const texts = await page.locator('.trip-card__price').allTextContents();
  return texts.map((text) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100));
}

test.describe('search and results', () => {
  test('a traveller searches Piraeus → Santorini from the English home page with the keyboard', async ({
    page,
    request,
  }) => {
    const day = await dayWithSailings(request);
    await openHomeSearch(page);
    const from = page.getByRole('combobox', { name: 'From' });
    await from.click();
    await from.pressSequentially('Pir');
    await expect(page.getByRole('option', { name: /Piraeus/ }).first()).toBeVisible();
    await from.press('ArrowDown');
    await from.press('ArrowUp');
    await from.press('Enter');
    await expect(from).toHaveValue('Piraeus');

    const to = page.getByRole('combobox', { name: 'To' });
    await to.click();
    await to.pressSequentially('Σαντορ');
    await expect(page.getByRole('option', { name: /Santorini/ })).toBeVisible();
    await to.press('Enter');
    await expect(to).toHaveValue('Santorini (Thira)');

    await page.getByRole('button', { name: /Departure/ }).click();
    const calendar = page.getByRole('dialog', { name: 'Departure' });
    await expect(calendar).toBeVisible();
    // The calendar opens on today; arrows walk to the chosen day, whose fare the network reported.
    for (let step = 0; step < dayNumber(day) - dayNumber(athensToday()); step++)
      await page.keyboard.press('ArrowRight');
    const chosen = calendar.locator(`[data-day="${day}"]`);
    await expect(chosen).toBeFocused();
    await expect(chosen).toHaveAttribute('aria-label', /from €/);
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();

    await page.getByRole('button', { name: 'More: Passengers' }).click();
    await page.getByRole('button', { name: 'View all trips' }).click();
    await expect(page).toHaveURL(`/en/results?from=PIR&to=JTR&date=${day}&passengers=2&vehicles=0&pets=0`);
    await expect(page.getByRole('heading', { name: /Outbound/ })).toBeVisible();
    await expect(page.locator('.trip-card').first()).toBeVisible();
  });

  test('the search form tells what is missing before leaving the page', async ({ page }) => {
    await openHomeSearch(page);
    await page.getByRole('button', { name: 'View all trips' }).click();
    await expect(page.getByText('Choose departure port')).toBeVisible();
    await expect(page.getByText('Choose destination port')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'From' })).toBeFocused();
    await expect(page).toHaveURL('/en');
  });

  test('sorting by price reorders the sailings and keeps the order in the address', async ({
    page,
    request,
  }) => {
    await page.goto(resultsUrl(await dayWithSailings(request)));
    await expect(page.locator('.trip-card').first()).toBeVisible();
    const byDeparture = await cardPrices(page);
    const ascending = [...byDeparture].sort((a, b) => a - b);
    expect(new Set(byDeparture).size, 'sailings with different fares').toBeGreaterThan(1);
    await page.getByLabel('Sort by').selectOption('priceAscending');
    await expect.poll(() => cardPrices(page)).toEqual(ascending);
    await expect(page).toHaveURL(/sort=priceAscending/);
    await page.getByLabel('Sort by').selectOption('priceDescending');
    await expect.poll(() => cardPrices(page)).toEqual([...ascending].reverse());
    await expect(page).toHaveURL(/sort=priceDescending/);
  });

  test('the company filter hides a company’s sailings and never lets every company go', async ({
    page,
    request,
  }) => {
    await page.goto(resultsUrl(await dayWithSailings(request)));
    // On a wide screen the filters unfold once the page's script runs.
    const group = page.getByRole('group', { name: 'Companies' });
    await expect(group).toBeVisible();
    const names = await group.locator('label').allTextContents();
    expect(names.length).toBeGreaterThan(1);
    const [first, ...others] = names;
    await page.getByRole('checkbox', { name: first, exact: true }).uncheck();
    await expect(page).toHaveURL(/companies=/);
    await expect(page.locator('.trip-card__title', { hasText: first! })).toHaveCount(0);
    for (const name of others.slice(0, -1)) await page.getByRole('checkbox', { name, exact: true }).uncheck();
    const last = page.getByRole('checkbox', { name: others.at(-1), exact: true });
    await last.click();
    await expect(page.getByRole('alert')).toHaveText('You cannot deselect all companies');
    await expect(last).toBeChecked();
    await expect(page.locator('input[name="companies"]:checked')).toHaveCount(1);
  });

  test('in German, the accessible cabin filter keeps the sailings whose cards say they have one', async ({
    page,
    request,
  }) => {
    const m = MESSAGES.de;
    await page.goto(resultsUrl(await dayWithSailings(request), '/de/results'));
    const fitted = await expectAccessibleCards(page, m.resultsAccessibleCabin);
    const group = page.getByRole('group', { name: m.resultsOnBoard });
    await group.getByRole('checkbox', { name: m.resultsAccessibleCabin }).check();
    await expect(page).toHaveURL(/accessibleCabins=1/);
    await expect(page.locator('.trip-card')).toHaveCount(fitted);
    const labels = page.locator('.trip-card').getByRole('button', { name: m.resultsAccessibleCabin });
    await expect(labels).toHaveCount(fitted);
  });

  test('selecting a sailing shows Continue, which opens the next booking step', async ({ page, request }) => {
    await page.goto(resultsUrl(await dayWithSailings(request)));
    const firstCard = page.locator('.trip-card').first();
    await firstCard.getByRole('button', { name: /Select/ }).click();
    await expect(firstCard.getByRole('button', { name: /Selected/ })).toHaveAttribute('aria-pressed', 'true');
    const selection = page.getByRole('region', { name: 'Your selection' });
    await expect(selection).toContainText('1 sailing chosen');
    await selection.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Passengers and vehicles' })).toBeVisible();
    const steps = page.getByRole('navigation', { name: 'Booking steps' });
    await expect(steps.locator('[aria-current="step"]')).toHaveText(/Select passengers and vehicles/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.locator('.trip-card[data-selected]')).toHaveCount(1);
  });

  test('the folded search fetches its code and data only when opened, then searches again', async ({
    page,
    request,
  }) => {
    const fetched: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (pathname.startsWith('/search/') || pathname.includes('/search-form-')) fetched.push(pathname);
    });
    await page.goto(resultsUrl(await dayWithSailings(request)));
    const panel = page.locator('details.search-panel');
    // The form is in the page (it works without JavaScript), folded, and nothing of it was fetched.
    await expect(panel.locator('form')).toBeAttached();
    // Hydrated (selecting a sailing needs the script) without a request for the form.
    const firstSelect = page
      .locator('.trip-card')
      .first()
      .getByRole('button', { name: /Select/ });
    await expect(firstSelect).toBeEnabled();
    expect(fetched).toEqual([]);

    await panel.getByText('Change search').click();
    const from = panel.getByRole('combobox', { name: 'From' });
    await expect(from).toHaveValue('Piraeus');
    expect(fetched.some((path) => path.includes('/search-form-'))).toBe(true);
    await expect.poll(() => fetched.filter((path) => path.startsWith('/search/')).length).toBeGreaterThan(0);
    await panel.getByRole('button', { name: 'More: Passengers' }).click();
    await panel.getByRole('button', { name: 'View all trips' }).click();
    await expect(page).toHaveURL(/passengers=3/);
  });

  test('an invalid or past search shows the form with its errors, not a failure', async ({ page }) => {
    const response = await page.goto('/en/results?from=PIR&date=2020-01-01&passengers=1&vehicles=3');
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', { name: 'Check your search' })).toBeVisible();
    await expect(page.getByText('Choose destination port')).toBeVisible();
    await expect(page.getByText('This day has already passed')).toBeVisible();
    await expect(
      page.getByText('The number of vehicles cannot exceed the number of passengers'),
    ).toBeVisible();
  });

  test('home and results pass axe', async ({ page, request }) => {
    // Two full axe runs over large pages: more than the default budget on a busy two-core machine.
    test.setTimeout(90_000);
    await openHomeSearch(page);
    await page.getByRole('combobox', { name: 'From' }).click();
    await expectNoAxeViolations(page);
    await page.goto(resultsUrl(await dayWithSailings(request)));
    await expect(page.locator('.trip-card').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the results address renders the sailings on the server', async ({ page, request }) => {
    const day = await dayWithSailings(request);
    await page.goto(resultsUrl(day));
    await expect(page.getByRole('heading', { name: /Outbound/ })).toBeVisible();
    const cards = await page.locator('.trip-card').count();
    expect(cards).toBeGreaterThan(0);
    // Every seeded company has a logo: each card shows its company's, sized for sharp screens.
    await expect(page.locator('.trip-card img.company-logo')).toHaveCount(cards);
    expect(await page.locator('.trip-card img.company-logo').first().getAttribute('srcset')).toContain(
      '320w',
    );
  });

  test('in Greek, the accessible cabin filter applies with its button', async ({ page, request }) => {
    const m = MESSAGES.el;
    await page.goto(resultsUrl(await dayWithSailings(request), '/results'));
    const fitted = await expectAccessibleCards(page, m.resultsAccessibleCabin);
    await page.getByText(m.resultsFiltersTitle, { exact: true }).click();
    await page.getByRole('checkbox', { name: m.resultsAccessibleCabin }).check();
    await page.getByRole('button', { name: m.resultsApplyFilters, exact: true }).click();
    await expect(page).toHaveURL(/accessibleCabins=1/);
    await expect(page.locator('.trip-card')).toHaveCount(fitted);
  });

  test('the home form is a plain GET form that reaches the results', async ({ page, request }) => {
    const day = await dayWithSailings(request);
    await page.goto('/en');
    await page.getByLabel('From').selectOption('PIR');
    await page.getByLabel('To').selectOption('JTR');
    await page.getByLabel('Departure').fill(day);
    await page.getByRole('button', { name: 'View all trips' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/results\\?trip=oneWay&from=PIR&to=JTR&date=${day}`));
    await expect(page.locator('.trip-card').first()).toBeVisible();
  });

  test("home's lists offer the popular routes' ports, the search page every port", async ({ page }) => {
    await page.goto('/en');
    const from = page.getByLabel('From');
    await expect(from.locator('option[value="PIR"]')).toHaveCount(1);
    // Tilos: on no popular route.
    await expect(from.locator('option[value="TIL"]')).toHaveCount(0);
    const shortList = await from.locator('option').count();
    await page.getByRole('link', { name: 'Choose from every port on the search page' }).click();
    await expect(page).toHaveURL(/\/en\/results$/);
    expect(await page.getByLabel('From').locator('option').count()).toBeGreaterThan(shortList);
    await page.getByLabel('From').selectOption('TIL');
  });
});
