import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { signIn } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { dayWithSailings } from './support/booking-flow.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForDecodedMail } from './support/mailbox.ts';
import { bookRoundTrip, openElsewhere } from './support/round-trip.ts';
import { STAFF } from './support/staff-api.ts';

for (const [locale, day] of [
  ['en', 20],
  ['el', 23],
] as const) {
  test(`${locale}: a round trip opened from a second browser cancels its return sailing alone, with its quote, and tracks the refund to the card`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(150_000);
    const m = MESSAGES[locale];
    const email = `sailing.${locale}@example.com`;
    const reference = await bookRoundTrip(page, locale, await dayWithSailings(request, day), email);
    const other = await openElsewhere(browser, locale, reference, email);

    const back = other.getByTestId('order-leg-1');
    await expect(back.getByTestId('leg-status')).toHaveText(m.legStatus_valid);
    const route = (await back.locator('.order-leg__route strong').textContent()) ?? '';
    await back.getByRole('button', { name: m.ordersLegCancel }).click();
    // The quote names the sailing it is for (issue #46).
    await expect(other.getByTestId('cancel-quote-title')).toContainText(route);
    const refund = (await other.getByTestId('cancel-refund').textContent()) ?? '';
    expect(refund).toMatch(/\d/);
    await expectNoAxeViolations(other);
    await other.getByRole('button', { name: m.ordersCancelConfirm.replace('{amount}', refund) }).click();

    await expect(other.getByTestId('order-status')).toHaveText(m.orderStatus_ticketed);
    await expect(other.getByTestId('order-leg-0').getByTestId('leg-status')).toHaveText(m.legStatus_valid);
    await expect(other.getByTestId('order-leg-1').getByTestId('leg-status')).toHaveText(
      m.legStatus_cancelled,
    );
    await expect(
      other.getByTestId('order-leg-1').getByRole('button', { name: m.ordersLegCancel }),
    ).toHaveCount(0);
    // The sandbox and the simulated company move within seconds: the refund reaches "sent to the card".
    await expect(async () => {
      await other.reload();
      await expect(other.getByTestId('refund-tracker').locator('.refund-step--done')).toHaveCount(4);
    }).toPass({ timeout: 30_000 });
    const tracker = other.getByTestId('refund-leg-1');
    await expect(tracker).toContainText(m.refundStep_sent);
    await expect(tracker).toContainText(m.refundStep_expected);
    // The provider's own reference for the refund, made from Kyma's refund key (decision 0120).
    const providerReference = /-R[0-9a-f]{32}\b/.exec((await tracker.textContent()) ?? '')?.[0] ?? '';
    expect(providerReference).not.toBe('');
    // The refund sent gets its credit note, linked beside the receipt (decision 0096).
    const creditNote = other.getByRole('link', { name: /PAPY-\d{4}-\d+/ });
    await expect(async () => {
      await other.reload();
      await expect(creditNote).toBeVisible();
    }).toPass({ timeout: 30_000 });
    const pdf = await other.request.get((await creditNote.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    // The cancelled sailing's tickets are gone: the notice of money back never says every ticket holds.
    await expect(other.getByTestId('money-back')).toBeVisible();
    await expect(other.getByTestId('money-back')).not.toContainText(m.ordersTicketsStillValid);
    // The quote's address opened again (reloaded, gone back to) shows the sailing cancelled, no refusal.
    await other.goto(`${new URL(other.url()).pathname}?ref=${reference}&step=cancel&leg=1`);
    await expect(other.getByTestId('order-leg-1').getByTestId('leg-status')).toHaveText(
      m.legStatus_cancelled,
    );
    await expect(other.locator('.notice--error')).toHaveCount(0);
    await expectNoAxeViolations(other);
    // The tracker fits a phone: nothing wider than the screen.
    await other.setViewportSize({ width: 390, height: 844 });
    expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The one e-mail of the cancelled sailing, with the provider's refund reference and the updated voucher.
    const told = await waitForDecodedMail([`ref=${reference}`, providerReference]);
    expect(told).toContain(`To: ${email}`);
    await other.context().close();

    // The back office shows the same steps, with the provider's reference.
    await page.goto('/en/login');
    await signIn(page, 'Sign in', STAFF.email, STAFF.password);
    await expect(page.locator('.account-menu__user')).toHaveAttribute('title', STAFF.email);
    await page.goto('/en/admin/bookings');
    await page.getByLabel(/^Search \(reference/).fill(reference);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: reference }).click();
    const row = page.getByTestId('admin-refund-leg-1');
    await expect(row).toContainText('Cancellation of sailing 2');
    await expect(row).toContainText(providerReference);
    await expect(row).toContainText('sandbox');
    await expect(page.getByRole('link', { name: /Credit note PAPY-\d{4}-\d+/ })).toBeVisible();
  });
}
