import type { Page } from '@playwright/test';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { signIn } from './support/accounts.ts';
import { dayWithSailings } from './support/booking-flow.ts';
import { expect, test } from './support/fixtures.ts';
import { bookRoundTrip } from './support/round-trip.ts';
import { STAFF } from './support/staff-api.ts';

const m = MESSAGES.en;

async function openInBackOffice(page: Page, reference: string) {
  await page.goto('/en/admin');
  await expect(page).toHaveURL(/\/en\/admin\/bookings$/);
  await page.getByLabel(/^Search \(reference/).fill(reference);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${reference}` })).toBeVisible();
}

test('staff correct a passenger’s surname on the traveller’s behalf from the back office, named on the timeline', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const email = `behalf.${Date.now()}@example.com`;
  // Blue Star corrects a name for free (decision 0068): a change staff may make for the traveller (0084).
  const reference = await bookRoundTrip(page, 'en', await dayWithSailings(request, 27), email, 'Blue Star');

  const staff = await (await browser.newContext()).newPage();
  await staff.goto('/en/login');
  await signIn(staff, 'Sign in', STAFF.email, STAFF.password);
  await expect(staff.locator('.account-menu__user')).toHaveAttribute('title', STAFF.email);
  await openInBackOffice(staff, reference);
  await staff.getByRole('link', { name: /^Change or cancel a sailing/ }).click();

  await staff.getByTestId('order-leg-0').getByRole('button', { name: m.changeLeg }).click();
  await staff.getByLabel(m.lastName, { exact: true }).fill('Papadaki');
  await staff.getByRole('button', { name: m.changeCorrect }).click();
  await expect(staff.getByTestId('change-under-way')).toBeVisible({ timeout: 30_000 });
  await expect(async () => {
    await staff.reload();
    await expect(staff.locator('main')).toContainText('Papadaki');
  }).toPass({ timeout: 45_000 });

  // The order's timeline in the back office says who made the change.
  await openInBackOffice(staff, reference);
  await expect(staff.locator('main')).toContainText(`asked by ${STAFF.email}`);
  await staff.context().close();
});
