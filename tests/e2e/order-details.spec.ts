import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { PASSWORD, registerAndActivate, signIn } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  byId,
  dayWithSailings,
  fillDetails,
  payWithSandboxCard,
  pickFirstSailing,
  prefix,
} from './support/booking-flow.ts';
import { expect, test } from './support/fixtures.ts';
import { decodeQuotedPrintable, waitForMail } from './support/mailbox.ts';

const m = MESSAGES.en;

test.describe('order details', () => {
  test('a booking found by reference and e-mail elsewhere is masked; the booking browser sees it whole and cancels it after the refund quote', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    const day = await dayWithSailings(request, 27);
    await pickFirstSailing(page, 'en', `from=PIR&to=JTR&date=${day}&passengers=1&vehicles=0&pets=0`);
    await page.getByRole('button', { name: m.continue, exact: true }).click();
    await fillDetails(page, 'en', 'manage.me@example.com');
    await payWithSandboxCard(page, 'en', '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: m.successTitle })).toBeVisible({ timeout: 20_000 });
    const reference = (await page.locator('.order-details__reference').textContent()) ?? '';

    // Another browser knows the reference and the e-mail only: the details, masked, and the voucher by e-mail.
    const strangerContext = await browser.newContext();
    const stranger = await strangerContext.newPage();
    await stranger.goto(`${prefix('en')}/orderdetails?ref=${reference}`);
    await expect(stranger.getByLabel(m.reservationNumber)).toHaveValue(reference);
    await stranger.getByLabel(m.ordersEmailLabel).fill('wrong@example.com');
    await stranger.getByRole('button', { name: m.ordersFind }).click();
    await expect(stranger.getByRole('alert')).toHaveText(m.reservationNotFound);
    await expectNoAxeViolations(stranger);
    await stranger.getByLabel(m.reservationNumber).fill(reference.toLowerCase().replaceAll('-', ''));
    await stranger.getByLabel(m.ordersEmailLabel).fill('Manage.Me@example.com');
    await stranger.getByRole('button', { name: m.ordersFind }).click();
    await expect(stranger.getByTestId('order-status')).toHaveText(m.orderStatus_ticketed);
    await expect(stranger.getByText(m.ordersMaskedNotice)).toBeVisible();
    const particulars = stranger.locator('.order-particulars');
    await expect(particulars).toContainText('•••••••67');
    await expect(particulars).not.toContainText('AB1234567');
    await expect(particulars).not.toContainText('1985');
    await expect(stranger.getByRole('link', { name: m.downloadVoucher })).toHaveCount(0);
    await expect(stranger.getByRole('button', { name: m.ordersCancel })).toHaveCount(0);
    await expectNoAxeViolations(stranger);
    await stranger.getByRole('button', { name: m.ordersResendVoucher }).click();
    await expect(stranger.getByRole('status')).toHaveText(m.ordersResendVoucherSent);
    await strangerContext.close();

    // The browser that booked finds it under "My booking" in the header, with nothing to type.
    await page
      .getByRole('navigation', { name: m.navMainLabel })
      .getByRole('link', { name: m.navMyBooking })
      .click();
    const yours = page.getByRole('region', { name: m.ordersYourTrips });
    await expect(yours.getByRole('link', { name: reference })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goBack();

    // The browser that booked follows the success page's link: everything, the voucher and cancelling.
    await page.getByRole('link', { name: m.ordersManageLink }).click();
    await expect(page.getByRole('heading', { name: m.ordersTitle, level: 1 })).toBeVisible();
    await expect(page.locator('.order-particulars')).toContainText('AB1234567');
    await expect(page.getByRole('link', { name: m.downloadVoucher })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: m.ordersCancel }).click();
    await expect(page.getByRole('heading', { name: m.ordersCancelTitle })).toBeVisible();
    const refund = (await page.getByTestId('cancel-refund').textContent()) ?? '';
    expect(refund).toMatch(/\d/);
    await expect(page.getByTestId('order-status')).toHaveText(m.orderStatus_ticketed);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: m.ordersCancelConfirm.replace('{amount}', refund) }).click();

    await expect(page.getByTestId('order-status')).toHaveText(
      new RegExp(`^(${m.orderStatus_cancelled}|${m.orderStatus_refunded})$`),
    );
    // The cancellation's notice names the refund; the ledger's notice says what has come back so far.
    await expect(page.getByRole('status').first()).toContainText(refund);
    await expect(page.getByRole('button', { name: m.ordersCancel })).toHaveCount(0);
    const cancelled = decodeQuotedPrintable(
      await waitForMail(`Your ferry booking ${reference} is cancelled`),
    );
    expect(cancelled).toContain('manage.me@example.com');
    // Like every order e-mail, it links My booking on this booking, in the order's language.
    expect(cancelled).toContain(`/en/orderdetails?ref=${reference}`);
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText(m.orderStatus_refunded);
  });

  test('a traveller signed in with the booking’s address finds it in My trips and opens it whole on another device, in Greek', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    const otherDevice = await (await browser.newContext()).newPage();
    const email = await registerAndActivate(otherDevice, request, 'Eleni');
    const day = await dayWithSailings(request, 26);
    await pickFirstSailing(page, 'en', `from=PIR&to=JTR&date=${day}&passengers=1&vehicles=0&pets=0`);
    await page.getByRole('button', { name: m.continue, exact: true }).click();
    await fillDetails(page, 'en', email);
    await payWithSandboxCard(page, 'en', '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: m.successTitle })).toBeVisible({ timeout: 20_000 });
    const reference = (await page.locator('.order-details__reference').textContent()) ?? '';

    const el = MESSAGES.el;
    await otherDevice.goto(`/orderdetails?ref=${reference}`);
    await expect(otherDevice.getByLabel(el.reservationNumber)).toHaveValue(reference);
    await otherDevice.goto('/en/login');
    await signIn(otherDevice, 'Sign in to your account', email, PASSWORD);
    await expect(otherDevice.getByRole('banner')).toContainText('Eleni');
    await otherDevice.goto('/');
    await otherDevice.getByRole('banner').getByRole('link', { name: el.myTripsTitle }).click();
    await expect(otherDevice.getByRole('heading', { name: el.myTripsTitle, level: 1 })).toBeVisible();
    const trip = otherDevice.getByRole('listitem').filter({ hasText: reference });
    await expect(trip).toContainText(el.orderStatus_ticketed);
    await expectNoAxeViolations(otherDevice);
    await trip.getByRole('link', { name: reference }).click();
    await expect(otherDevice).toHaveURL(new RegExp(`/orderdetails\\?ref=${reference}$`));
    await expect(otherDevice.getByRole('heading', { name: el.ordersTitle, level: 1 })).toBeVisible();
    await expect(otherDevice.locator('.order-particulars')).toContainText('AB1234567');
    await expect(otherDevice.getByRole('link', { name: el.downloadVoucher })).toBeVisible();
    await otherDevice.getByRole('button', { name: el.ordersCancel }).click();
    await expect(otherDevice.getByRole('heading', { name: el.ordersCancelTitle })).toBeVisible();
    const voucher = await otherDevice.request.get(`/orders/${reference}/voucher.pdf`);
    expect(voucher.headers()['content-type']).toBe('application/pdf');
    await otherDevice.context().close();
  });

  test('with only the reference and the e-mail, a sign-in link from the e-mail opens the booking whole, once', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    const day = await dayWithSailings(request, 25);
    await pickFirstSailing(page, 'en', `from=PIR&to=JTR&date=${day}&passengers=1&vehicles=0&pets=0`);
    await page.getByRole('button', { name: m.continue, exact: true }).click();
    await fillDetails(page, 'en', 'link.me@example.com');
    await payWithSandboxCard(page, 'en', '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: m.successTitle })).toBeVisible({ timeout: 20_000 });
    const reference = (await page.locator('.order-details__reference').textContent()) ?? '';

    const secondContext = await browser.newContext();
    const second = await secondContext.newPage();
    await second.goto(`${prefix('en')}/orderdetails`);
    await second.getByLabel(m.reservationNumber).fill(reference);
    await second.getByLabel(m.ordersEmailLabel).fill('Link.Me@example.com');
    await second.getByRole('button', { name: m.ordersSignInLink }).click();
    await expect(second.getByTestId('sign-in-link-sent')).toContainText(reference);
    await expectNoAxeViolations(second);

    const mail = decodeQuotedPrintable(await waitForMail(`Your sign-in link for booking ${reference}`));
    const link = /https?:\/\/[^\s"<>]+\/en\/orderdetails\/signin\?token=[\w-]+/.exec(mail)?.[0] ?? '';
    const linkPath = new URL(link).pathname + new URL(link).search;
    // The link moves at once to a clean address; that answer sends no referrer (the last policy is the one
    // browsers follow, after the site-wide one).
    const move = await second.request.get(linkPath, { maxRedirects: 0 });
    expect(move.status()).toBe(302);
    expect(move.headers()['referrer-policy']?.split(',').at(-1)?.trim()).toBe('no-referrer');
    await second.goto(linkPath);
    await expect(second).toHaveURL(/\/en\/orderdetails\/signin$/);
    await expect(second.getByRole('heading', { name: m.ordersSignInTitle, level: 1 })).toBeVisible();
    await expectNoAxeViolations(second);
    await second.getByRole('button', { name: m.ordersSignInContinue }).click();
    // The token is gone from the address bar: the clean booking address, the booking whole.
    await expect(second).toHaveURL(new RegExp(`/en/orderdetails\\?ref=${reference}$`));
    await expect(second.locator('.order-particulars')).toContainText('AB1234567');
    await expect(second.getByRole('link', { name: m.downloadVoucher })).toBeVisible();
    await second.getByRole('button', { name: m.ordersCancel }).click();
    await expect(second.getByRole('heading', { name: m.ordersCancelTitle })).toBeVisible();
    expect((await second.getByTestId('cancel-refund').textContent()) ?? '').toMatch(/\d/);
    // The proof is of the address: My trips lists its bookings without an account.
    await second.goto(`${prefix('en')}/mytrips`);
    await expect(second.getByRole('listitem').filter({ hasText: reference })).toContainText(
      m.orderStatus_ticketed,
    );

    // The link works once: opened again, it says so and offers to ask again.
    await second.goto(linkPath);
    await second.getByRole('button', { name: m.ordersSignInContinue }).click();
    await expect(second.getByRole('alert')).toHaveText(m.signInLinkInvalid);
    await expect(second.getByRole('link', { name: m.ordersSignInAskAgain })).toBeVisible();
    await secondContext.close();
  });

  test('the search form names what is wrong with each field, in Greek, without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/orderdetails');
    await page.getByLabel(MESSAGES.el.reservationNumber).fill('12');
    await page.getByLabel(MESSAGES.el.ordersEmailLabel).fill('not-an-address');
    await page.getByRole('button', { name: MESSAGES.el.ordersFind }).click();
    await expect(page.locator('#find-reference-error')).toHaveText(MESSAGES.el.invalidReservationNumber);
    await expect(page.locator('#find-email-error')).toHaveText(MESSAGES.el.invalidEmail);
    await expect(byId(page, 'find-email')).toHaveAttribute('aria-describedby', 'find-email-error');
    await expect(byId(page, 'find-email')).toHaveAttribute('aria-invalid', 'true');
    await context.close();
  });
});
