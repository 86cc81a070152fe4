import { DOCUMENT_MESSAGE_AREAS } from '#web/app/i18n/document-messages.server.ts';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { dayWithSailings } from './support/booking-flow.ts';
import { chooseChangeDay } from './support/change-day.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForMailWithSubject } from './support/mailbox.ts';
import { bookRoundTrip, openElsewhere, plusDays } from './support/round-trip.ts';

for (const [locale, day] of [
  ['en', 26],
  ['el', 29],
] as const) {
  test(`${locale}: a round trip opened from a second browser moves its outbound sailing to the next day, paid by card, and corrects a surname`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(240_000);
    const m = MESSAGES[locale];
    const mailWords = DOCUMENT_MESSAGE_AREAS.email![locale]!;
    // A new address each run: sign-in links are rate-limited per address.
    const email = `change.${locale}.${Date.now()}@example.com`;
    const out = await dayWithSailings(request, day);
    // Blue Star's terms move a sailing for a fee (decision 0068): the change has something to pay.
    const reference = await bookRoundTrip(page, locale, out, email, 'Blue Star');
    const other = await openElsewhere(browser, locale, reference, email);

    const outbound = other.getByTestId('order-leg-0');
    const before = await outbound.textContent();
    await outbound.getByRole('button', { name: m.changeLeg }).click();
    await chooseChangeDay(other, locale, plusDays(out, 1));
    await other.getByRole('button', { name: m.changeShowSailings }).click();
    // Nothing hidden: the fare difference and the company's fee add up to what is asked.
    // Another Blue Star sailing, so that the correction below follows Blue Star's terms too.
    const blueStar = other.locator('.order-change__sailing', { hasText: 'Blue Star' }).first();
    const difference = blueStar.getByTestId('change-difference');
    await expect(difference).toContainText('=');
    await expect(difference).toContainText(/5[.,]00/);
    await expectNoAxeViolations(other);
    await blueStar.getByRole('button', { name: m.changeChoose }).click();
    await other.waitForURL(/\/sandbox-payments\//);
    await other.locator('#card').fill('4242 4242 4242 4242');
    await other.locator('button[value="pay"]').click();
    await expect(other.getByTestId('change-under-way')).toBeVisible({ timeout: 30_000 });

    // The new voucher comes as "your booking was changed", not as a second confirmation.
    const subject = mailWords.changeEmail_subject!.replace('{reference}', reference);
    const changed = await waitForMailWithSubject(subject, 60_000);
    expect(changed).toContain(`To: ${email}`);
    await expect(async () => {
      await other.reload();
      expect(await other.getByTestId('order-leg-0').textContent()).not.toBe(before);
    }).toPass({ timeout: 30_000 });

    await other.getByTestId('order-leg-0').getByRole('button', { name: m.changeLeg }).click();
    await other.getByLabel(m.lastName, { exact: true }).fill('Nikolaou');
    // Blue Star corrects a name for free (decision 0068): confirmed at once, nothing to pay.
    await other.getByRole('button', { name: m.changeCorrect }).click();
    await expect(other.getByTestId('change-under-way')).toBeVisible({ timeout: 30_000 });
    await expect(async () => {
      await other.reload();
      await expect(other.locator('main')).toContainText('Nikolaou');
    }).toPass({ timeout: 45_000 });
    await other.context().close();
  });
}
