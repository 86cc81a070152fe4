import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { signIn } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { dayWithSailings, fillDetails, payWithSandboxCard, prefix, spaced } from './support/booking-flow.ts';
import { expect, test } from './support/fixtures.ts';
import { decodeQuotedPrintable } from './support/mailbox.ts';
import { MAIL_DIR } from './support/smtp-catcher.ts';
import { STAFF } from './support/staff-api.ts';

/**
 * Issue #26 points 3, 4 and 6 as travellers and staff meet them (decision 0076): staff cancel the first
 * sailing of a Greek traveller's two-company connection and delay an English traveller's crossing by three
 * hours; each follows the notice's link from another browser, the first takes the full refund in one click
 * and finds the connection's second sailing offered the same, the second sees 25 % compensation with a
 * prefilled claim. (Named `…admin.spec.ts`: it disrupts sailings, so it runs after the visitors' tests.)
 */
test.describe.configure({ mode: 'serial' });

const el = MESSAGES.el;
const en = MESSAGES.en;
const clock = (iso: string) => iso.slice(11, 16);

async function results(request: APIRequestContext, from: string, to: string, date: string): Promise<Trip[]> {
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
async function twoCompanyConnection(request: APIRequestContext, day: string) {
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

/** Books the sailings through the site in `locale`, paid with the sandbox card; resolves the reference. */
async function book(page: Page, locale: LocaleCode, trips: Trip[], email: string): Promise<string> {
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
  await payWithSandboxCard(page, locale, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/success\?ref=/, { timeout: 30_000 });
  return (await page.locator('.order-details__reference').textContent()) ?? '';
}

/** The text parts of a raw message, decoded (quoted-printable or base64). */
function decoded(raw: string): string {
  const base64 = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map(
    (part) => Buffer.from(part[1]!.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  return [decodeQuotedPrintable(raw), ...base64].join('\n');
}

/** Waits for the disruption notice e-mailed to `address` and returns its one-time link, as a path. */
async function noticeLink(address: string): Promise<string> {
  const deadline = Date.now() + 40_000;
  while (Date.now() < deadline) {
    for (const file of readdirSync(MAIL_DIR)) {
      const raw = readFileSync(path.join(MAIL_DIR, file), 'utf8');
      if (!raw.includes(address)) continue;
      const link =
        /https?:\/\/[^/\s"<>]+(\/[^\s"<>]*orderdetails\/signin\?token=[\w-]+&(?:amp;)?to=disruption)/.exec(
          decoded(raw),
        );
      if (link) return link[1]!.replace('&amp;', '&');
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no disruption notice to ${address}`);
}

async function signInAsStaff(page: Page) {
  await page.goto('/en/login');
  await signIn(page, 'Sign in', STAFF.email, STAFF.password);
  await expect(page.locator('.account-menu__user')).toHaveAttribute('title', STAFF.email);
}

async function staffDisrupts(page: Page, reference: string, delayMinutes?: number) {
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
async function follow(page: Page, link: string, locale: LocaleCode) {
  await page.goto(link);
  await page.getByRole('button', { name: MESSAGES[locale].ordersSignInContinue }).click();
  await expect(page).toHaveURL(/\/orderdetails\?ref=.*#disruption$/);
  await expect(page.getByRole('heading', { name: MESSAGES[locale].disruptionChoice_title })).toBeVisible();
}

const shared = { day: '', greek: '', english: '', greekMail: '', englishMail: '' };

test('staff cancel a connection’s first sailing and delay a crossing by three hours', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  const day = await dayWithSailings(request, 2);
  shared.day = day;
  const { first, second } = await twoCompanyConnection(request, day);
  shared.greekMail = `connection-${Date.now()}@example.gr`;
  shared.greek = await book(page, 'el', [first, second], shared.greekMail);
  // Another sailing that day, of four hours or more: three hours late gives 25 % (Art. 19).
  const long = (await results(request, 'PIR', 'JTR', day)).find(
    (trip) =>
      trip.tripId !== first.tripId &&
      Date.parse(trip.arrivalDatetime) - Date.parse(trip.departureDatetime) > 4 * 3_600_000,
  )!;
  shared.englishMail = `late-${Date.now()}@example.com`;
  const english = await (await browser.newContext()).newPage();
  shared.english = await book(english, 'en', [long], shared.englishMail);

  const staff = await (await browser.newContext()).newPage();
  await signInAsStaff(staff);
  await staffDisrupts(staff, shared.greek);
  await staffDisrupts(staff, shared.english, 180);
});

test('the Greek traveller follows the e-mail’s link, takes the full refund, and the connection is offered the same', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await (await browser.newContext()).newPage();
  await follow(page, await noticeLink(shared.greekMail), 'el');
  const cancelled = page.getByTestId('disruption-leg-0');
  await expect(cancelled).toContainText('ακυρώθηκε από την εταιρεία');
  const connection = page.getByTestId('disruption-leg-1');
  await expect(connection).toContainText('η ανταπόκρισή σας δεν προλαβαίνεται πλέον');
  await expect(connection.getByTestId('disruption-refund-1')).toBeVisible();
  await expectNoAxeViolations(page);

  await cancelled.getByTestId('disruption-refund-0').locator('summary').click();
  await cancelled.getByRole('button', { name: /^Ναι, ακύρωση και επιστροφή/ }).click();
  await expect(page.getByTestId('disruption-leg-0')).toContainText(el.disruptionChoice_chosen);
  // The connection's sailing keeps its own full refund, without a fee.
  await expect(page.getByTestId('disruption-leg-1').locator('summary')).toContainText('χωρίς χρέωση');
});

test('the English traveller three hours late sees 25 % compensation and sends the prefilled claim', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await (await browser.newContext()).newPage();
  await follow(page, await noticeLink(shared.englishMail), 'en');
  const compensation = page.getByTestId('right-compensation');
  await expect(compensation).toContainText('25%');
  await expect(compensation).toContainText('3 hours');
  await expect(compensation).toContainText('Article 19');
  const claim = page.getByTestId('claim-draft');
  await expect(claim).toContainText(`Eleni Papadopoulou · ${shared.englishMail}`);
  expect(spaced((await claim.textContent()) ?? '')).toContain('(25% of the fare)');
  await expectNoAxeViolations(page);
  await claim.getByRole('button', { name: /^Send the claim to / }).click();
  await expect(page.getByTestId('claim-track')).toContainText(en.rightsPanel_progress.split(' {')[0]!);
});

test('the desk shows who was told and who chose what', async ({ browser }) => {
  const staff = await (await browser.newContext()).newPage();
  await signInAsStaff(staff);
  await staff.goto(`/en/admin/disruptions?day=${shared.day}&status=all`);
  const row = staff.getByTestId(`desk-order-${shared.greek}`);
  await expect(row).toContainText('connection lost: 2');
  await expect(row).toContainText(`E-mail to ${shared.greekMail}: sent`);
  await expect(row).toContainText('Sailing 1: full refund, by traveller');
  await expectNoAxeViolations(staff);
});
