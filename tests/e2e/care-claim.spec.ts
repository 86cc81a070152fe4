import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { dayWithSailings } from './support/booking-flow.ts';
import { book, results, signInAsStaff, staffDisrupts } from './support/disruptions.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Care as an expense claim (decision 0089): staff put a traveller's sailing off by two hours from the back
 * office; on the order page the rights panel offers "Claim care expenses", refuses an amount it cannot read
 * in the reader's words, then sends the meals claimed to the company and follows the claim like a refund.
 */
const en = MESSAGES.en;

test('a traveller whose sailing leaves two hours late claims their meals and sees the claim followed', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const day = await dayWithSailings(request, 3);
  const [sailing] = await results(request, 'PIR', 'JTR', day);
  const reference = await book(page, 'en', [sailing!], `care-${Date.now()}@example.com`);

  const staff = await (await browser.newContext()).newPage();
  await signInAsStaff(staff);
  await staffDisrupts(staff, reference, 120);

  // The follower records the event on the order within a minute; the page shows it once it has.
  const form = page.getByTestId('care-form');
  await expect(async () => {
    await page.goto(`/en/orderdetails?ref=${reference}`);
    await expect(form).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 120_000 });
  await expect(form).toContainText('Meals and refreshments: up to 1 meal for your wait');

  await form.getByLabel(en.rightsPanel_careMeals).fill('eighteen');
  await form.getByRole('button', { name: /^Claim care expenses from / }).click();
  const meals = page.getByTestId('care-form').getByLabel(en.rightsPanel_careMeals);
  await expect(meals).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('care-form')).toContainText(en.invalidNumber);
  await expectNoAxeViolations(page);

  await meals.fill('12,40');
  await page
    .getByTestId('care-form')
    .getByRole('button', { name: /^Claim care expenses from / })
    .click();
  const track = page.getByTestId('care-track');
  await expect(track).toContainText('Your care expenses claim with');
  await expect(track).toContainText('Meals: spent €12.40, at most €15.00');
  await expect(track).toContainText('Claimed in all: €12.40');
  await expect(track.getByRole('status')).toHaveText(/Sent to the company|Being sent to the company/);
  await expect(page.getByTestId('care-form')).toHaveCount(0);
});
