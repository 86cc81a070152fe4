import { DOCUMENT_MESSAGE_AREAS } from '#web/app/i18n/document-messages.server.ts';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { testDay } from '../support/test-today.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { chooseChangeDay } from './support/change-day.ts';
import { book, follow, noticeLink, results, signInAsStaff, staffDisrupts } from './support/disruptions.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForMailWithSubject } from './support/mailbox.ts';
import { plusDays } from './support/round-trip.ts';

/**
 * Issue #26 point 3's rebooking (decision 0082): staff cancel a sailing carrying a paid order; the traveller
 * follows the notice's link from another browser, chooses another sailing of the route, pays nothing, and
 * gets the new voucher as "your booking was changed". Routes no other browser test books in the next days
 * (Piraeus → Heraklion, Piraeus → Chania), two days ahead: within the 72 hours the follower watches (the
 * companies' closing hours no longer matter: they waive them for a sailing they cancelled, decision 0094).
 */
// By a company whose ship calls nowhere another test books that day: a cancelled voyage is off sale at every
// port it calls at (decision 0106), and ANEK's Prevelis to Heraklion calls at Santorini, where the connection
// of disruption-choices-admin changes ship.
for (const [locale, to, company] of [
  ['el', 'HER', 'MIN'],
  ['en', 'CHQ', 'ANEK'],
] as const) {
  test(`${locale}: a sailing the company cancelled is rebooked on the next one at no cost, with a new voucher`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const m = MESSAGES[locale];
    const day = testDay(2);
    const trip = (await results(request, 'PIR', to, day)).find((each) => each.company.code === company);
    const email = `rebook.${locale}.${Date.now()}@example.com`;
    const reference = await book(page, locale, [trip!], email);

    const staff = await (await browser.newContext()).newPage();
    await signInAsStaff(staff);
    await staffDisrupts(staff, reference);
    await staff.context().close();

    const traveller = await (await browser.newContext()).newPage();
    await follow(traveller, await noticeLink(email), locale);
    const before = await traveller.getByTestId('order-leg-0').textContent();
    // The sailing may also carry an event the simulated company generates at an hour of its own: the
    // cancellation's choice is found by what it says.
    const cancelledWords = m.disruptionChoice_cancelled.split(': ').at(-1)!;
    const cancelled = traveller.getByTestId('disruption-leg-0').filter({ hasText: cancelledWords });
    await cancelled.getByTestId('disruption-rebook-0').click();
    await expect(traveller.getByTestId('change-for-disruption')).toHaveText(m.changeForDisruption);
    await chooseChangeDay(traveller, locale, plusDays(day, 1));
    await traveller.getByRole('button', { name: m.changeShowSailings }).click();
    const next = traveller.locator('.order-change__sailing', {
      has: traveller.getByTestId('change-difference'),
    });
    // Nothing to pay: no fare difference, no fee, whatever the company's terms.
    await expect(next.first().getByTestId('change-difference')).toHaveText(/^[^1-9]*$/);
    await expectNoAxeViolations(traveller);
    await next.first().getByRole('button', { name: m.changeChoose }).click();
    await expect(traveller.getByTestId('change-under-way')).toBeVisible({ timeout: 30_000 });

    const subject = DOCUMENT_MESSAGE_AREAS.email![locale]!.changeEmail_subject!.replace(
      '{reference}',
      reference,
    );
    const changed = await waitForMailWithSubject(subject, 60_000);
    expect(changed).toContain(`To: ${email}`);
    await expect(async () => {
      await traveller.reload();
      await expect(
        traveller.getByTestId('disruption-leg-0').filter({ hasText: m.disruptionChoice_rebooked }),
      ).toBeVisible();
    }).toPass({ timeout: 45_000 });
    expect(await traveller.getByTestId('order-leg-0').textContent()).not.toBe(before);
    await traveller.context().close();
  });
}
