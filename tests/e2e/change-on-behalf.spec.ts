import type { Browser, Page } from '@playwright/test';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { signIn } from './support/accounts.ts';
import { dayWithSailings } from './support/booking-flow.ts';
import { chooseChangeDay } from './support/change-day.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForDecodedMail } from './support/mailbox.ts';
import { bookRoundTrip, plusDays } from './support/round-trip.ts';
import { STAFF } from './support/staff-api.ts';

const m = MESSAGES.en;

/** Staff signed in, in a browser of their own. */
async function staffBrowser(browser: Browser) {
  const staff = await (await browser.newContext()).newPage();
  await staff.goto('/en/login');
  await signIn(staff, 'Sign in', STAFF.email, STAFF.password);
  await expect(staff.locator('.account-menu__user')).toHaveAttribute('title', STAFF.email);
  return staff;
}

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

  const staff = await staffBrowser(browser);
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

test('staff move a sailing for a fee on the traveller’s behalf; the traveller pays it from the e-mailed link', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const email = `behalf.pay.${Date.now()}@example.com`;
  const out = await dayWithSailings(request, 28);
  // Blue Star moves a sailing for a 5 € fee (decision 0068): something to pay, staff's card is never asked.
  const reference = await bookRoundTrip(page, 'en', out, email, 'Blue Star');

  const staff = await staffBrowser(browser);
  await openInBackOffice(staff, reference);
  await staff.getByRole('link', { name: /^Change or cancel a sailing/ }).click();
  await staff.getByTestId('order-leg-0').getByRole('button', { name: m.changeLeg }).click();
  await chooseChangeDay(staff, 'en', plusDays(out, 1));
  await staff.getByRole('button', { name: m.changeShowSailings }).click();
  await staff
    .locator('.order-change__sailing', { hasText: 'Blue Star' })
    .first()
    .getByRole('button', { name: m.changeChoose })
    .click();
  await expect(staff.getByTestId('change-link-sent')).toHaveText(m.changeLinkSent);
  await expect(staff.getByTestId('change-awaiting-0')).toBeVisible();
  await staff.context().close();

  // The traveller, in a browser that never saw the booking, follows the link of the e-mail.
  const mail = await waitForDecodedMail(
    [reference, 'Pay the change', '/en/orderdetails/signin?token='],
    60_000,
  );
  const link = /https?:\/\/[^\s"<>]+\/en\/orderdetails\/signin\?token=[\w-]+(?:&to=change)?/.exec(mail)![0];
  const traveller = await (await browser.newContext()).newPage();
  await traveller.goto(new URL(link).pathname + new URL(link).search);
  await traveller.getByRole('button', { name: m.ordersSignInContinue }).click();
  const awaiting = traveller.getByTestId('change-awaiting-0');
  await expect(awaiting).toContainText('sailing 1');
  await awaiting.getByRole('button', { name: /^Pay / }).click();
  await traveller.waitForURL(/\/sandbox-payments\//);
  await traveller.locator('#card').fill('4242 4242 4242 4242');
  await traveller.locator('button[value="pay"]').click();
  await expect(traveller.getByTestId('change-under-way')).toBeVisible({ timeout: 30_000 });
  await expect(traveller.getByTestId('change-awaiting-0')).toHaveCount(0);
  await traveller.context().close();
});
