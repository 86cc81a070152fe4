import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { dayWithSailings, spaced } from './support/booking-flow.ts';
import {
  book,
  follow,
  noticeLink,
  results,
  signInAsStaff,
  staffDisrupts,
  twoCompanyConnection,
} from './support/disruptions.ts';
import { expect, test } from './support/fixtures.ts';

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
  // A sailing may also carry an event the simulated company generates on its own, at an hour of its own:
  // each leg's event is found by what it says, not by being the leg's only one.
  const cancelled = page.getByTestId('disruption-leg-0').filter({ hasText: 'ακυρώθηκε από την εταιρεία' });
  const connection = page
    .getByTestId('disruption-leg-1')
    .filter({ hasText: 'η ανταπόκρισή σας δεν προλαβαίνεται πλέον' });
  await expect(cancelled).toBeVisible();
  await expect(connection).toBeVisible();
  // The leg's one choice is offered once, beside whichever of its events comes first.
  await expect(page.getByTestId('disruption-refund-1')).toBeVisible();
  await expectNoAxeViolations(page);

  await cancelled.getByTestId('disruption-refund-0').locator('summary').click();
  await cancelled.getByRole('button', { name: /^Ναι, ακύρωση και επιστροφή/ }).click();
  await expect(cancelled).toContainText(el.disruptionChoice_chosen);
  // The connection's sailing keeps its own full refund, without a fee.
  await expect(page.getByTestId('disruption-refund-1').locator('summary')).toContainText('χωρίς χρέωση');
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
  // The order is listed under each event that touches it: the staff's cancellation is the one that breaks
  // the connection (the simulated company may add an event of its own on the same sailings).
  const row = staff.getByTestId(`desk-order-${shared.greek}`).filter({ hasText: 'connection lost: 2' });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`E-mail to ${shared.greekMail}: sent`);
  await expect(row).toContainText('Sailing 1: full refund, by traveller');
  await expectNoAxeViolations(staff);
});
