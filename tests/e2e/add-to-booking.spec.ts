import { DOCUMENT_MESSAGE_AREAS } from '#web/app/i18n/document-messages.server.ts';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { dayWithSailings } from './support/booking-flow.ts';
import { expect, test } from './support/fixtures.ts';
import { decodeQuotedPrintable, waitForMailWithSubject } from './support/mailbox.ts';
import { bookRoundTrip, openElsewhere } from './support/round-trip.ts';

for (const [locale, day] of [
  ['en', 14],
  ['el', 16],
] as const) {
  test(`${locale}: a car added to the outbound sailing of a booked trip, its price shown line by line and paid by card, is on the order page and in the new voucher e-mail`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(240_000);
    const m = MESSAGES[locale];
    const mailWords = DOCUMENT_MESSAGE_AREAS.email![locale]!;
    const email = `add.${locale}.${Date.now()}@example.com`;
    const plate = `IKB${Date.now() % 10_000}`;
    const out = await dayWithSailings(request, day);
    // Blue Star's terms add a vehicle for a 2 € fee (decision 0068).
    const reference = await bookRoundTrip(page, locale, out, email, 'Blue Star');
    const other = await openElsewhere(browser, locale, reference, email);
    const carLine = `${m.vehicleN.replace('{n}', '1')} · ${m.vehicleType_CAR}`;
    await expect(other.getByTestId('order-leg-0')).toBeVisible();
    await expect(other.locator('main')).not.toContainText(carLine);

    await other.getByTestId('order-leg-0').getByRole('button', { name: m.addToLeg }).click();
    await other.getByLabel(m.vehicleTypeLabel).selectOption('CAR');
    await other.getByRole('button', { name: m.addSeePrice }).click();
    // The wizard's rule: a vehicle needs its plate; the error is the reader's.
    await expect(other.locator('#add-plateNumber-error')).toHaveText(m.fieldRequired);
    await other.getByLabel(m.plateNumber).fill(plate);
    await other.getByRole('button', { name: m.addSeePrice }).click();
    // Nothing hidden: the car's fare and the company's fee, each a line, and what they add up to.
    const quote = other.getByTestId('addition-quote');
    await expect(quote.getByTestId('charge-line')).toHaveCount(2);
    await expect(quote).toContainText(carLine);
    await expect(quote).toContainText(/2[.,]00/);
    await expectNoAxeViolations(other);
    await other.getByRole('button', { name: m.addPay }).click();
    await other.waitForURL(/\/sandbox-payments\//);
    await other.locator('#card').fill('4242 4242 4242 4242');
    await other.locator('button[value="pay"]').click();
    await expect(other.getByTestId('change-under-way')).toBeVisible({ timeout: 30_000 });

    const subject = mailWords.changeEmail_subject!.replace('{reference}', reference);
    const changed = decodeQuotedPrintable(await waitForMailWithSubject(subject, 60_000));
    expect(changed).toContain(`To: ${email}`);
    expect(changed).toContain(plate);
    await expect(async () => {
      await other.reload();
      await expect(other.locator('main')).toContainText(carLine, { timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    await other.context().close();
  });
}
