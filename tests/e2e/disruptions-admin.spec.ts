import type { Page } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  dayWithSailings,
  fillDetails,
  payWithSandboxCard,
  pickFirstSailing,
} from './support/booking-flow.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';
import { STAFF } from './support/staff-api.ts';

/**
 * Issue #26, as a traveller and staff meet it: staff delay the sailing of a booking from the back office,
 * the traveller gets the notice, their booking's page and the public page of disruptions say so.
 * (Named `…admin.spec.ts` so it runs with the back office, after the visitors' tests: it disrupts a sailing.)
 */
test.describe.configure({ mode: 'serial' });

const shared = { reference: '', day: '' };

async function signInAsStaff(page: Page) {
  await page.goto('/en/login');
  await signIn(page, 'Sign in', STAFF.email, STAFF.password);
  await expect(page.locator('.account-menu__user')).toHaveAttribute('title', STAFF.email);
}

test('staff delay a booked sailing from its order page; the traveller is told and sees the banner', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // Tomorrow's sailings are on the public page of today's and tomorrow's disruptions.
  shared.day = await dayWithSailings(request, 1);
  const email = `disrupted-${Date.now()}@example.com`;
  await pickFirstSailing(page, 'en', `from=PIR&to=JTR&date=${shared.day}&passengers=1&vehicles=0&pets=0`);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await fillDetails(page, 'en', email);
  await payWithSandboxCard(page, 'en', '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/success\?ref=/, { timeout: 20_000 });
  shared.reference = (await page.locator('.order-details__reference').textContent()) ?? '';
  await waitForMail(shared.reference);

  const staff = await (await browser.newContext()).newPage();
  await signInAsStaff(staff);
  await staff.goto('/en/admin');
  await staff.getByLabel(/^Search \(reference/).fill(shared.reference);
  await staff.getByRole('button', { name: 'Search', exact: true }).click();
  await staff.getByRole('link', { name: shared.reference }).click();
  await expect(staff.getByRole('heading', { name: 'Disrupt a sailing' })).toBeVisible();
  await staff.getByLabel('Delay it').check();
  await staff.getByLabel('Minutes of delay').fill('120');
  await staff.getByRole('button', { name: 'Tell the travellers' }).click();
  await expect(staff.getByRole('status')).toContainText('Done: Disrupt the sailing');
  await expectNoAxeViolations(staff);

  // The notice reaches the traveller by e-mail within seconds (the outbox relays every second).
  await waitForMail(`Booking ${shared.reference}: your sailing is delayed by 120`, 30_000);

  await page.goto(`/en/orderdetails?ref=${shared.reference}`);
  const banner = page.getByTestId('disruption-banner');
  await expect(banner).toContainText('Your sailing has changed');
  await expect(banner).toContainText('is delayed by 120 minutes');
});

test('the results mark the delayed sailing', async ({ page }) => {
  await page.goto(`/en/results?from=PIR&to=JTR&date=${shared.day}&passengers=1&vehicles=0&pets=0`);
  await expect(
    page.getByTestId('trip-disruption').filter({ hasText: 'Disrupted: Delayed 120 min' }).first(),
  ).toBeVisible();
});

test('the public page lists the delayed sailing under its region, in English and in Greek', async ({
  page,
}) => {
  await page.goto('/en');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sailing disruptions' }).click();
  await expect(page).toHaveURL(/\/en\/disruptions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sailing disruptions' })).toBeVisible();
  // The simulated companies delay other sailings too (decision 0069): the one staff delayed leaves Piraeus.
  const delayed = page.locator('.disruptions-page__row--delayed', { hasText: 'Delayed 120 min' });
  await expect(delayed.filter({ hasText: 'Piraeus →' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/disruptions');
  await expect(page.getByRole('heading', { level: 1, name: 'Αλλαγές δρομολογίων' })).toBeVisible();
  await expect(
    page.locator('.disruptions-page__row--delayed', { hasText: 'Καθυστέρηση 120 λεπτά' }).first(),
  ).toBeVisible();
});
