import type { APIRequestContext, Page } from '@playwright/test';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { signIn } from './accounts.ts';
import { byId, fillDetails, payWithSandboxCard, prefix } from './booking-flow.ts';
import { expect } from './fixtures.ts';
import { waitForDecodedMail } from './mailbox.ts';
import { STAFF } from './staff-api.ts';

/** What the browser tests of a disruption share: booking, staff disrupting, the notice's link followed. */
const clock = (iso: string) => iso.slice(11, 16);

export async function results(
  request: APIRequestContext,
  from: string,
  to: string,
  date: string,
): Promise<Trip[]> {
  const answer = await request.post('/booking/results', {
    data: {
      typeOfTrip: 'oneWay',
      legs: [{ departurePort: from, destinationPort: to, departureDate: date }],
      accommodations: { passengers: 1, vehicles: 0, pets: 0 },
    },
  });
  const body = (await answer.json()) as { legs: Array<{ trips: Trip[] }> };
  return body.legs[0]?.trips ?? [];
}

/** A Piraeus → Santorini sailing and a sailing of another company on to Heraklion within a day of it. */
export async function twoCompanyConnection(request: APIRequestContext, day: string) {
  const next = new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
  const onward = [
    ...(await results(request, 'JTR', 'HER', day)),
    ...(await results(request, 'JTR', 'HER', next)),
  ];
  for (const first of await results(request, 'PIR', 'JTR', day)) {
    const arrives = Date.parse(first.arrivalDatetime);
    const second = onward.find((trip) => {
      const gap = Date.parse(trip.departureDatetime) - arrives;
      return trip.company.code !== first.company.code && gap > 0 && gap < 20 * 3_600_000;
    });
    if (second) return { first, second };
  }
  throw new Error('no two-company connection via Santorini');
}

/**
 * Books the sailings through the site in `locale`, paid with the sandbox card; resolves the reference.
 * `mobile` tells the lead travellers' text messages apart when several bookings are told at once.
 */
export async function book(
  page: Page,
  locale: LocaleCode,
  trips: Trip[],
  email: string,
  mobile?: string,
): Promise<string> {
  const m = MESSAGES[locale];
  const query = trips
    .map((trip) => `from=${trip.from}&to=${trip.to}&date=${trip.departureDatetime.slice(0, 10)}`)
    .join('&');
  await page.goto(`${prefix(locale)}/results?${query}&passengers=1&vehicles=0&pets=0`);
  for (const [index, trip] of trips.entries()) {
    await page
      .locator('.results-leg')
      .nth(index)
      .getByRole('button', {
        name: `${m.resultsSelect} ${trip.company.name} ${clock(trip.departureDatetime)}`,
      })
      .first()
      .click();
  }
  await page.getByRole('button', { name: m.resultsContinue, exact: true }).click();
  await expect(page.getByRole('heading', { name: m.stepPassengersTitle })).toBeVisible();
  await page.getByRole('button', { name: m.continue, exact: true }).click();
  await fillDetails(page, locale, email);
  if (mobile) await byId(page, 'leader-mobile').fill(mobile);
  await payWithSandboxCard(page, locale, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/success\?ref=/, { timeout: 30_000 });
  return (await page.locator('.order-details__reference').textContent()) ?? '';
}

/** Waits for the disruption notice e-mailed to `address` and returns its one-time link, as a path. */
export async function noticeLink(address: string): Promise<string> {
  const mail = await waitForDecodedMail([address, 'to=disruption'], 40_000);
  const link =
    /https?:\/\/[^/\s"<>]+(\/[^\s"<>]*orderdetails\/signin\?token=[\w-]+&(?:amp;)?to=disruption)/.exec(mail);
  if (!link) throw new Error(`no disruption link in the notice to ${address}`);
  return link[1]!.replace('&amp;', '&');
}

export async function signInAsStaff(page: Page) {
  await page.goto('/en/login');
  await signIn(page, 'Sign in', STAFF.email, STAFF.password);
  await expect(page.locator('.account-menu__user')).toHaveAttribute('title', STAFF.email);
}

export async function staffDisrupts(page: Page, reference: string, delayMinutes?: number) {
  await page.goto('/en/admin');
  await page.getByLabel(/^Search \(reference/).fill(reference);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: reference }).click();
  if (delayMinutes) {
    await page.getByLabel('Delay it').check();
    await page.getByLabel('Minutes of delay').fill(String(delayMinutes));
  } else {
    await page.getByLabel('Cancel the sailing').check();
  }
  await page.getByRole('button', { name: 'Tell the travellers' }).click();
  await expect(page.getByRole('status')).toContainText('Done: Disrupt the sailing');
}

/** Another browser follows the link: the sign-in page, one button, the booking at its disruption. */
export async function follow(page: Page, link: string, locale: LocaleCode) {
  await page.goto(link);
  await page.getByRole('button', { name: MESSAGES[locale].ordersSignInContinue }).click();
  await expect(page).toHaveURL(/\/orderdetails\?ref=.*#disruption$/);
  await expect(page.getByRole('heading', { name: MESSAGES[locale].disruptionChoice_title })).toBeVisible();
}
