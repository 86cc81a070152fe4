import { messageWords } from '#web/app/i18n/message-words.server.ts';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { dayWithSailings, fillDetails, spaced, voucherText } from './support/booking-flow.ts';
import { expect, test } from './support/fixtures.ts';
import { STAFF, staffApi } from './support/staff-api.ts';

const m = MESSAGES.en;
const el = MESSAGES.el;
const cents = (text: string) => Number(text.replace(/[^\d]/g, ''));

test('a reseller signs in at booknow, books for a customer and pays by credit limit', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const reseller = { email: 'desk@aegean-travel.example', password: 'a long enough secret' };
  const resellerId = await (await staffApi(request)).openResellerAccount({
    ...reseller,
    companyName: 'Aegean Travel',
    creditLimit: 150_000,
  });

  await page.goto('/en/booknow');
  await expect(page).toHaveURL(/\/en\/login$/);
  await expectNoAxeViolations(page);
  const form = page.getByRole('form', { name: m.loginTitle });
  await form.getByLabel(m.loginEmail).fill(reseller.email);
  await form.getByLabel(m.loginPassword).fill(reseller.password);
  await form.getByRole('button', { name: m.loginSubmit }).click();

  await expect(page).toHaveURL(/\/en\/booknow$/);
  await expect(page.getByRole('heading', { name: m.booknowTitle })).toBeVisible();
  const available = page.getByTestId('credit-available');
  expect(cents((await available.textContent()) ?? '')).toBe(150_000);
  await expectNoAxeViolations(page);

  const day = await dayWithSailings(request, 24);
  await page.goto(`/en/results?from=PIR&to=JTR&date=${day}&passengers=1&vehicles=0&pets=0`);
  await page
    .locator('.trip-card')
    .first()
    .getByRole('button', { name: new RegExp(`^${m.resultsSelect} `) })
    .click();
  await page.getByRole('button', { name: m.resultsContinue, exact: true }).click();
  await expect(page.getByRole('heading', { name: m.stepPassengersTitle })).toBeVisible();
  await expect(page.getByTestId('final-price')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: m.continue, exact: true }).click();

  const shown = spaced(await fillDetails(page, 'en', 'customer.of.aegean@example.com'));
  await expect(page.getByText(m.paidFromCreditNote)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: m.bookOnCredit }).click();

  await expect(page).toHaveURL(/\/en\/bootes-success\?ref=/);
  await expect(page.getByRole('heading', { name: m.successTitle })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('customer.of.aegean@example.com')).toBeVisible();
  await expectNoAxeViolations(page);
  const reference = (await page.locator('.order-details__reference').textContent()) ?? '';
  const voucher = await voucherText(page, 'en');
  expect(voucher).toContain(reference);
  // The customer's voucher says the agency paid, never that they paid (decision 0055).
  const words = messageWords('en');
  expect(voucher).toContain(`${words('voucher_paidThrough', { agency: 'Aegean Travel' })} ${shown}`);
  expect(voucher).not.toContain(words('voucher_finalPrice'));

  // The booking was charged to the credit limit, by the price shown.
  await page.getByRole('link', { name: m.newBooking }).click();
  await expect(page).toHaveURL(/\/en\/booknow$/);
  expect(cents((await available.textContent()) ?? '')).toBe(150_000 - cents(shown));

  // Signed in again from the sign-in page itself, in French, the reseller lands at booknow, and the
  // header's account corner leads back there (issue #51).
  await page.context().clearCookies();
  const fr = MESSAGES.fr;
  await page.goto('/fr/login');
  const again = page.getByRole('form', { name: fr.loginTitle });
  await again.getByLabel(fr.loginEmail).fill(reseller.email);
  await again.getByLabel(fr.loginPassword).fill(reseller.password);
  await again.getByRole('button', { name: fr.loginSubmit }).click();
  await expect(page).toHaveURL(/\/fr\/booknow$/);
  await page.goto('/fr');
  await page.getByRole('banner').getByRole('link', { name: fr.navBooknow }).click();
  await expect(page).toHaveURL(/\/fr\/booknow$/);
  await expect(page.getByRole('heading', { name: fr.booknowTitle })).toBeVisible();

  // The reseller makes its own API key, shown once, that opens its account at the API, then revokes it;
  // and registers a webhook, its signing secret shown once (issue #52, decision 0128).
  const keys = page.getByRole('region', { name: fr.partnerApiTitle });
  await keys.getByLabel(fr.partnerTokenName).fill('Caisse');
  await keys.getByRole('button', { name: fr.partnerTokenCreate }).click();
  const key = (await page.getByTestId('shown-once').textContent()) ?? '';
  expect(key).toMatch(/^kyma_/);
  await expect(keys.getByRole('listitem').filter({ hasText: 'Caisse' })).toContainText(
    fr['partnerScope.read'],
  );
  await expectNoAxeViolations(page);
  const details = (token: string) =>
    request.get(`/booking/reseller-details?user_id=${resellerId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
  expect((await details(key)).status()).toBe(200);
  await keys.getByRole('button', { name: `${fr.partnerTokenRevoke} Caisse` }).click();
  await expect(keys.getByRole('listitem').filter({ hasText: 'Caisse' })).toContainText(
    fr.partnerTokenRevoked.split(' ')[0]!,
  );
  expect((await details(key)).status()).toBe(401);
  await page.reload();
  await expect(page.getByTestId('shown-once')).toHaveCount(0);
  const hooks = page.getByRole('region', { name: fr.partnerWebhooksTitle });
  await hooks.getByLabel(fr.partnerWebhookUrl).fill('https://desk.aegean-travel.example/kyma');
  await hooks.getByRole('button', { name: fr.partnerWebhookAdd }).click();
  await expect(page.getByTestId('shown-once')).toHaveText(/^whsec_/);
  await expect(hooks.getByRole('listitem')).toContainText('https://desk.aegean-travel.example/kyma');
  await expect(hooks).toContainText(fr.partnerDeliveriesNone);
  await expectNoAxeViolations(page);

  // Staff reading Greek see the ledger's line and the booking's story in Greek (issue #30 point 12).
  await page.context().clearCookies();
  await page.goto('/login');
  const staffForm = page.getByRole('form', { name: el.loginTitle });
  await staffForm.getByLabel(el.loginEmail).fill(STAFF.email);
  await staffForm.getByLabel(el.loginPassword).fill(STAFF.password);
  await staffForm.getByRole('button', { name: el.loginSubmit }).click();
  await expect(page.locator('.account-menu__user')).toHaveAttribute('title', STAFF.email);
  await page.goto(`/admin/resellers/${resellerId}`);
  await expect(page.getByRole('region', { name: el.adminResellerWebhooks })).toContainText(
    el.partnerDeliveriesNone,
  );
  const charge = page.getByRole('row', { name: new RegExp(el['adminLedger.charge']) });
  await expect(charge.getByRole('link')).toHaveText(`Κράτηση ${reference}`);
  await charge.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: `Κράτηση ${reference}` })).toBeVisible();
  const timeline = page.getByRole('region', { name: el.adminOrderTimeline });
  await expect(timeline).toContainText(
    'Δεσμευμένη → Με στοιχεία · Καταχωρίστηκαν τα στοιχεία των ταξιδιωτών',
  );
  await expect(timeline).toContainText('Πληρώθηκε από το πιστωτικό όριο');
  await expect(timeline).not.toContainText('paid from the credit limit');
});
