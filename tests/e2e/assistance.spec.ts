import type { LocaleCode } from '#domain/i18n/locales.ts';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  dayWithSailings,
  fillDetails,
  payWithSandboxCard,
  pickFirstSailing,
  voucherText,
} from './support/booking-flow.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForDecodedMail } from './support/mailbox.ts';

/** The ICU message with its one placeholder filled, as the page words it. */
const worded = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

// Decision 0086: Reg. 1177/2010 Art. 11–12, an assistance request at every point of sale.
for (const [locale, afterDays] of [
  ['en', 21],
  ['fr', 24],
] as [LocaleCode, number][]) {
  test(`a wheelchair request in ${locale}: asked by keyboard, read back before paying, on the e-mail and the voucher`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const m = MESSAGES[locale];
    const day = await dayWithSailings(request, afterDays);
    await pickFirstSailing(page, locale, `from=PIR&to=JTR&date=${day}&passengers=1&vehicles=0&pets=0`);

    const disclosure = page.locator('summary', { hasText: worded(m.assistanceNeededFor, { n: 1 }) });
    await disclosure.focus();
    await page.keyboard.press('Enter');
    const wheelchair = page.getByRole('checkbox', { name: m.assistanceNeed_wheelchair });
    await wheelchair.focus();
    await page.keyboard.press('Space');
    await expect(wheelchair).toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: m.continue, exact: true }).click();

    const email = `wheelchair.${locale}@example.com`;
    await fillDetails(page, locale, email);
    const review = page.getByTestId('assistance-review');
    await expect(review).toContainText(m.assistanceNeed_wheelchair);
    await expectNoAxeViolations(page);
    await payWithSandboxCard(page, locale, '4242 4242 4242 4242');

    await expect(page.getByRole('heading', { name: m.successTitle })).toBeVisible({ timeout: 60_000 });
    const reference = (await page.locator('.order-details__reference').textContent()) ?? '';
    const mail = await waitForDecodedMail([reference, email], 60_000);
    expect(mail).toContain(`Eleni Papadopoulou`);
    expect(mail).toContain(m.assistanceNeed_wheelchair);
    expect(await voucherText(page, locale)).toContain(m.assistanceNeed_wheelchair);
  });
}

// Decision 0090: a passenger who asks for an accessible cabin is told when the chosen place is not one.
test('in Italian, an accessible cabin is named as such and asked-for but not chosen is said, never blocking', async ({
  page,
  request,
}) => {
  const m = MESSAGES.it;
  const day = await dayWithSailings(request, 27);
  const query = `from=PIR&to=JTR&date=${day}&passengers=1&vehicles=0&pets=0&accessibleCabins=1`;
  await pickFirstSailing(page, 'it', query);
  const seat = page.getByLabel(m.seatType, { exact: true });
  const accessibleBerth = seat.locator('option[value="A2|FEMALE"]');
  await expect(accessibleBerth).toContainText(
    worded(m.accommodationAccessibleName, { name: m.placeName_A2 }),
  );
  const notice = page.getByText(m.accessibleCabinNotice_notChosen);
  await expect(notice).toHaveCount(0);

  await page.locator('summary', { hasText: worded(m.assistanceNeededFor, { n: 1 }) }).click();
  await page.getByRole('checkbox', { name: m.assistanceNeed_accessibleCabin }).check();
  await expect(notice).toBeVisible();
  await expect(seat).toHaveAccessibleDescription(m.accessibleCabinNotice_notChosen);
  await expectNoAxeViolations(page);

  await seat.selectOption('A2|FEMALE');
  await expect(notice).toHaveCount(0);
  await seat.selectOption({ index: 0 });
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: m.continue, exact: true }).click();
  await expect(page.getByRole('heading', { name: m.stepBillingTitle })).toBeVisible();
});
