import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { DOCUMENT_MESSAGE_AREAS } from '#web/app/i18n/document-messages.server.ts';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { dayWithSailings } from './support/booking-flow.ts';
import { chooseChangeDay } from './support/change-day.ts';
import { E2E_DATA_DIR } from './support/data-dir.ts';
import {
  book,
  follow,
  noticeLink,
  signInAsStaff,
  staffDisrupts,
  twoCompanyConnection,
} from './support/disruptions.ts';
import { expect, test } from './support/fixtures.ts';
import { mailSubject } from './support/mailbox.ts';
import { plusDays } from './support/round-trip.ts';
import { MAIL_DIR } from './support/smtp-catcher.ts';

/**
 * Issue #26's "done when", as one story: staff cancel one sailing that carries three paid bookings — a Greek
 * traveller's two-company connection starting with it, an English and a German traveller's crossing. Each is
 * told once, by e-mail and by text message, in their own language, within a minute; following the link, the
 * English traveller rebooks on the next day's sailing at no cost, the German one takes the full refund, and
 * the Greek one finds the connection's second sailing offered a rebooking too. (Named `…admin.spec.ts`: it
 * disrupts a sailing, so it runs after the visitors' tests.)
 */
test.describe.configure({ mode: 'serial' });

interface Traveller {
  locale: LocaleCode;
  mobile: string;
  email: string;
  reference: string;
}
const travellers: Traveller[] = (['el', 'en', 'de'] as const).map((locale, n) => ({
  locale,
  mobile: `69000001${n}${n}`,
  email: `three-${locale}-${Date.now()}@example.com`,
  reference: '',
}));
const [greek, english, german] = travellers as [Traveller, Traveller, Traveller];
let day = '';

const cancelledSubject = ({ locale, reference }: Traveller) =>
  DOCUMENT_MESSAGE_AREAS.email![locale]!.disruptionEmail_cancelled_subject!.replace('{reference}', reference);

/** The e-mails telling the traveller their sailing was cancelled, by their decoded subject. */
const cancellationMails = (traveller: Traveller) =>
  readdirSync(MAIL_DIR).filter(
    (file) => mailSubject(readFileSync(path.join(MAIL_DIR, file), 'utf8')) === cancelledSubject(traveller),
  );

/** The sandbox's text messages (one JSON file each under DATA_DIR/sms) that name the booking. */
function textMessages({ reference }: Traveller): Array<{ to: string; text: string }> {
  const dir = path.join(E2E_DATA_DIR, 'sms');
  const files = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.name.endsWith('.json'));
  return files
    .map(
      (entry) => JSON.parse(readFileSync(path.join(dir, entry.name), 'utf8')) as { to: string; text: string },
    )
    .filter((message) => message.text.includes(reference));
}

/** Exactly one e-mail and one text message for the cancellation, the text in the traveller's language. */
function expectToldOnce(traveller: Traveller) {
  expect(cancellationMails(traveller)).toHaveLength(1);
  const texts = textMessages(traveller);
  expect(texts).toHaveLength(1);
  expect(texts[0]!.to.endsWith(traveller.mobile)).toBe(true);
  const opening =
    DOCUMENT_MESSAGE_AREAS.email![traveller.locale]!.disruptionSms_cancelled!.split('{route}')[0]!;
  expect(texts[0]!.text.startsWith(opening.replace('{reference}', traveller.reference))).toBe(true);
}

test('staff cancel a sailing carrying three bookings: each traveller is told once, by e-mail and text, in their language', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  day = await dayWithSailings(request, 4);
  const { first, second } = await twoCompanyConnection(request, day);
  greek.reference = await book(page, 'el', [first, second], greek.email, greek.mobile);
  for (const traveller of [english, german]) {
    const other = await (await browser.newContext()).newPage();
    traveller.reference = await book(other, traveller.locale, [first], traveller.email, traveller.mobile);
    await other.context().close();
  }

  const staff = await (await browser.newContext()).newPage();
  await signInAsStaff(staff);
  await staffDisrupts(staff, greek.reference);
  await staff.context().close();
  // Within a minute of the staff's one action, every traveller on the sailing has been told.
  await expect(async () => {
    for (const traveller of travellers) expectToldOnce(traveller);
  }).toPass({ timeout: 60_000 });
});

test('the English traveller rebooks on the next day’s sailing at no cost', async ({ browser }) => {
  test.setTimeout(180_000);
  const m = MESSAGES.en;
  const traveller = await (await browser.newContext()).newPage();
  await follow(traveller, await noticeLink(english.email), 'en');
  const cancelledWords = m.disruptionChoice_cancelled.split(': ').at(-1)!;
  const cancelled = traveller.getByTestId('disruption-leg-0').filter({ hasText: cancelledWords });
  await cancelled.getByTestId('disruption-rebook-0').click();
  await chooseChangeDay(traveller, 'en', plusDays(day, 1));
  await traveller.getByRole('button', { name: m.changeShowSailings }).click();
  const next = traveller.locator('.order-change__sailing', {
    has: traveller.getByTestId('change-difference'),
  });
  // No fare difference, no fee: nothing but zeros in what the rebooking asks.
  await expect(next.first().getByTestId('change-difference')).toHaveText(/^[^1-9]*$/);
  await next.first().getByRole('button', { name: m.changeChoose }).click();
  await expect(traveller.getByTestId('change-under-way')).toBeVisible({ timeout: 30_000 });
  await expect(async () => {
    await traveller.reload();
    await expect(
      traveller.getByTestId('disruption-leg-0').filter({ hasText: m.disruptionChoice_rebooked }),
    ).toBeVisible();
  }).toPass({ timeout: 60_000 });
  await traveller.context().close();
});

test('the German traveller takes the full refund; the Greek traveller’s connection is offered a rebooking too', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const de = MESSAGES.de;
  const refunding = await (await browser.newContext()).newPage();
  await follow(refunding, await noticeLink(german.email), 'de');
  const refund = refunding.getByTestId('disruption-refund-0');
  await refund.locator('summary').click();
  await refund
    .getByRole('button', { name: new RegExp(`^${de.disruptionChoice_confirm.split(' {')[0]}`) })
    .click();
  await expect(refunding.getByTestId('disruption-leg-0').first()).toContainText(de.disruptionChoice_chosen);
  await refunding.context().close();

  const connecting = await (await browser.newContext()).newPage();
  await follow(connecting, await noticeLink(greek.email), 'el');
  // The second sailing was not cancelled, but can no longer be reached: rebook or refund, like the first.
  await expect(connecting.getByTestId('disruption-rebook-1')).toBeVisible();
  await expect(connecting.getByTestId('disruption-refund-1')).toBeVisible();
  await connecting.context().close();

  // Minutes later, after every choice, still one notice each: nothing was sent twice.
  for (const traveller of travellers) expectToldOnce(traveller);
});
