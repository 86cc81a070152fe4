import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { byId, dayWithSailings, fillDetails, payWithSandboxCard, spaced } from './support/booking-flow.ts';
import { expect, test } from './support/fixtures.ts';

const m = MESSAGES.de;
const SHOTS = process.env.E2E_SCREENSHOTS ?? 'test-results/charge-lines';

/** Every line's text in page order, as a reader sees it. */
async function lineTexts(page: Page, scope: string): Promise<string[]> {
  return (await page.locator(`${scope} [data-testid="charge-line"]`).allTextContents()).map(spaced);
}

async function shoot(page: Page, name: string, target: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator(target).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const TRAVELLERS = [
  ['Katrin', 'Meyer', 'female', '07/03/1985'],
  ['Jonas', 'Meyer', 'male', '12/11/1983'],
  ['Lena', 'Meyer', 'female', '02/05/2018'],
] as const;

test('a German round trip with two adults, a child, a car, a pet and a whole cabin shows the same lines from step 3 to /orderdetails', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const out = await dayWithSailings(request, 24);
  const back = new Date(Date.parse(out) + 4 * 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/de/results?from=PIR&to=JTR&date=${out}&return=${back}&passengers=3&vehicles=1&pets=1`);
  for (const leg of await page.locator('.results-leg').all()) {
    await leg
      .locator('.trip-card')
      .filter({ hasText: m.resultsVehicles })
      .filter({ hasText: m.resultsPets })
      .filter({ hasText: m.resultsCabins })
      .first()
      .getByRole('button', { name: new RegExp(`^${m.resultsSelect} `) })
      .click();
  }
  await page.getByRole('button', { name: m.resultsContinue, exact: true }).click();
  await expect(page.getByRole('heading', { name: m.stepPassengersTitle })).toBeVisible();

  // Step 2: the third traveller is a child; on the way out the family takes one whole cabin.
  for (const legIndex of [0, 1]) await byId(page, `leg${legIndex}-p2-type`).selectOption('CH');
  const wholeCabin = byId(page, 'leg0-p0-seat')
    .locator('option:not([disabled])')
    .filter({ hasText: m.accommodation_wholeCabin.split(' · ')[0]!.replace('{name}, ', '') })
    .first();
  const cabin = (await wholeCabin.getAttribute('value'))!;
  for (const passenger of [0, 1, 2]) await byId(page, `leg0-p${passenger}-seat`).selectOption(cabin);
  for (const vehicleType of await page.locator('[id$="-v0-type"]').all())
    await vehicleType.selectOption('CAR');
  for (const petType of await page.locator('[id$="-pet0-type"]').all()) await petType.selectOption('SMALL');
  for (const owner of await page.locator('[id$="-pet0-owner"]').all()) await owner.selectOption('0');
  const tip = page.getByRole('button', { name: m.accommodationPricingHelpLabel }).first();
  await tip.focus();
  await expect(tip).toHaveAccessibleDescription(m.accommodationPricingHelp);
  await expect(page.getByTestId('leg-price-0')).toContainText(m.chargeLineWholeCabin.split(' · ')[0]!);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: m.continue, exact: true }).click();

  // Step 3: the travellers' details; the summary lists every line of both sailings.
  await byId(page, 'vehicles[0].plateNumber').fill('m ab 1234');
  await byId(page, 'vehicles[0].fuelType').selectOption('diesel');
  await byId(page, 'pets[0].identityNumber').fill('941000024680135');
  await fillDetails(page, 'de', 'katrin.meyer@example.com');
  for (const [index, [name, surname, sex, birthDate]] of TRAVELLERS.entries()) {
    await byId(page, `passengers[${index}].name`).fill(name);
    await byId(page, `passengers[${index}].surname`).fill(surname);
    await byId(page, `passengers[${index}].sex`).selectOption(sex);
    await byId(page, `passengers[${index}].birthDate`).fill(birthDate);
    await byId(page, `passengers[${index}].nationality`).selectOption('DE');
    await byId(page, `passengers[${index}].documentId`).fill(`C0${index}X4LR7K`);
  }
  await byId(page, 'leader-firstName').fill('Katrin');
  await byId(page, 'leader-lastName').fill('Meyer');
  const summary = '[data-testid="summary-lines"]';
  await expect(page.locator(summary)).toContainText('Katrin Meyer, Jonas Meyer, Lena Meyer');
  const shownLines = await lineTexts(page, summary);
  const shownPrice = spaced((await page.getByTestId('final-price').textContent()) ?? '');
  expect(shownLines.filter((line) => line.startsWith(m.chargeLineWholeCabin.split(' · ')[0]!))).toHaveLength(
    1,
  );
  expect(shownLines.some((line) => line.includes(m.vehicleType_CAR))).toBe(true);
  expect(shownLines.some((line) => line.includes(m.petType_SMALL))).toBe(true);
  await shoot(page, 'step-3', summary);

  await payWithSandboxCard(page, 'de', '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: m.successTitle })).toBeVisible({ timeout: 30_000 });
  const orderLines = async () => [
    ...(await lineTexts(page, '[data-testid="leg-lines"]')),
    ...(await lineTexts(page, '[data-testid="order-lines"]')),
  ];
  expect(await orderLines()).toEqual(shownLines);
  expect(spaced((await page.getByTestId('final-price').textContent()) ?? '')).toBe(shownPrice);
  await expectNoAxeViolations(page);
  await shoot(page, 'success', '[data-testid="order-lines"]');

  const reference = spaced((await page.locator('.order-details__reference').textContent()) ?? '');
  await page.goto(`/de/orderdetails?ref=${reference}`);
  await expect(page.locator('[data-testid="order-lines"]')).toBeVisible();
  expect(await orderLines()).toEqual(shownLines);
  await shoot(page, 'orderdetails', '[data-testid="order-lines"]');
});
