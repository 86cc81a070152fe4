import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { dayWithSailings, spaced } from './support/booking-flow.ts';
import { book, results, signInAsStaff, staffDisrupts } from './support/disruption-flow.ts';
import { expect, test } from './support/fixtures.ts';
import { decodeQuotedPrintable } from './support/mailbox.ts';
import { MAIL_DIR } from './support/smtp-catcher.ts';

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
