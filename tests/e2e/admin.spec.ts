import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { linkFromMail, PASSWORD, registerAndActivate, signIn } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  dayWithSailings,
  fillDetails,
  payWithSandboxCard,
  pickFirstSailing,
} from './support/booking-flow.ts';
import { expect, test } from './support/fixtures.ts';
import { decodeQuotedPrintable, waitForMail } from './support/mailbox.ts';
import { MAIL_DIR } from './support/smtp-catcher.ts';
import { STAFF } from './support/staff-api.ts';

/** The account ADMIN_EMAIL/ADMIN_PASSWORD creates on start (playwright.config.ts). */
// The first administrator, made from ADMIN_EMAIL/ADMIN_PASSWORD at start (playwright.config.ts).
const ADMIN = STAFF;

/** What the tests below share, in order: the staff accounts, the booking, the chat message. */
const shared = {
  support: '',
  finance: '',
  reference: '',
  orderPath: '',
  travellerEmail: '',
  /** What the sandbox signed its answer with: its status of the payment is read with it. */
  paymentSignature: '',
};

const mailsContaining = (...texts: string[]) =>
  readdirSync(MAIL_DIR)
    .map((file) => decodeQuotedPrintable(readFileSync(path.join(MAIL_DIR, file), 'utf8')))
    .filter((mail) => texts.every((text) => mail.includes(text)));

async function signInAs(page: Page, email: string, password = PASSWORD) {
  await page.goto('/en/login');
  await signIn(page, 'Sign in', email, password);
  await expect(page.locator('.account-menu__user')).toHaveAttribute('title', email);
}

async function openBooking(page: Page, reference: string) {
  await page.goto('/en/admin');
  await expect(page).toHaveURL(/\/en\/admin\/bookings$/);
  await page.getByLabel(/^Search \(reference/).fill(reference);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('1 booking');
  await page.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${reference}` })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test.describe('the back office', () => {
  test('an administrator gives the support and finance roles to two new accounts', async ({
    page,
    request,
  }) => {
    shared.support = await registerAndActivate(page, request, 'Sofia Support');
    shared.finance = await registerAndActivate(page, request, 'Fotis Finance');
    await signInAs(page, ADMIN.email, ADMIN.password);
    for (const [email, role] of [
      [shared.support, 'Support'],
      [shared.finance, 'Finance'],
    ] as const) {
      await page.goto(`/en/admin/users?email=${encodeURIComponent(email)}`);
      const form = page.getByRole('form', { name: `Roles of ${email}` });
      await form.getByLabel(role, { exact: true }).check();
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Done: Change of roles' })).toBeVisible();
      await expect(form.getByLabel(role, { exact: true })).toBeChecked();
    }
    await expectNoAxeViolations(page);
  });

  test('support finds the booking made a minute earlier on the site and resends its e-mail', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    shared.travellerEmail = `traveller-${Date.now()}@example.com`;
    const day = await dayWithSailings(request, 30);
    await pickFirstSailing(page, 'en', `from=PIR&to=JTR&date=${day}&passengers=1&vehicles=0&pets=0`);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await fillDetails(page, 'en', shared.travellerEmail);
    const returned = page.waitForRequest(/\/payment-return\/sandbox\?/);
    await payWithSandboxCard(page, 'en', '4242 4242 4242 4242');
    shared.paymentSignature = new URL((await returned).url()).searchParams.get('signature') ?? '';
    await expect(page).toHaveURL(/\/success\?ref=/, { timeout: 20_000 });
    shared.reference = (await page.locator('.order-details__reference').textContent()) ?? '';
    await waitForMail(shared.reference);
    await page.context().clearCookies();

    await signInAs(page, shared.support);
    await openBooking(page, shared.reference);
    shared.orderPath = new URL(page.url()).pathname;
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Resend the confirmation e-mail' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Done: Resend the confirmation e-mail' }),
    ).toBeVisible();
    await expect.poll(() => mailsContaining(shared.reference, shared.travellerEmail).length).toBe(2);
    await page.reload();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByText(`${shared.support}: resent the confirmation e-mail`)).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'E-mails sent' })
        .getByRole('row')
        .filter({ hasText: shared.reference }),
    ).toHaveCount(2);
  });

  test('support is refused the finance actions and the administrator pages', async ({ page }) => {
    await signInAs(page, shared.support);
    await page.goto(shared.orderPath);
    await expect(page.getByRole('button', { name: 'Refund' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel at the company' })).toHaveCount(0);
    const refund = await page.request.post(shared.orderPath, {
      form: { intent: 'refund', amount: '1.00', reason: 'not mine to give' },
    });
    expect(refund.status()).toBe(403);
    const cancel = await page.request.post(shared.orderPath, { form: { intent: 'cancelUpstream' } });
    expect(cancel.status()).toBe(403);
    const users = await page.goto('/en/admin/users');
    expect(users?.status()).toBe(403);
    await expect(page.getByText('You do not have permission to open this page.')).toBeVisible();
    expect((await page.request.get('/en/admin/jobs')).status()).toBe(200);
    for (const address of ['/en/admin/content', '/en/admin/content/offers', '/en/admin/content/offers/1']) {
      expect((await page.request.get(address)).status(), address).toBe(403);
    }
    const save = await page.request.post('/en/admin/content/offers/1', { form: { lang: 'en', active: '' } });
    expect(save.status()).toBe(403);
  });

  test('finance refunds part of it: the sandbox provider shows the refund, the timeline the refund and its e-mail', async ({
    page,
    request,
  }) => {
    await signInAs(page, shared.finance);
    await openBooking(page, shared.reference);
    const refund = page.getByRole('form', { name: 'Refund' });
    await refund.getByLabel('Amount in euros').fill('5,00');
    await refund.getByLabel('Reason').fill('The ship left two hours late');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Done: Refund' })).toBeVisible();
    await waitForMail(`Refund for booking ${shared.reference}`);
    await page.reload();
    // The refund's steps (decision 0075): who asked and why, then sent through the sandbox with its reference.
    const refundRow = page
      .getByRole('table', { name: 'Refunds' })
      .getByRole('row', { name: /^Staff refund/ });
    await expect(refundRow).toContainText('The ship left two hours late');
    await expect(refundRow).toContainText(/sandbox.*-R[0-9a-f]{32}/);
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByText(/€5\.00 · Refunded · The ship left two hours late/)).toBeVisible();
    await expect(timeline.getByText(`Refund for booking ${shared.reference}`)).toBeVisible();
    const paymentId = await page
      .getByRole('table', { name: 'Payments' })
      .getByRole('cell', { name: /^sbx_/ })
      .textContent();
    const status = `/sandbox-payments/${paymentId}/status`;
    expect((await request.get(status)).status()).toBe(404);
    const signed = `${status}?signature=${encodeURIComponent(shared.paymentSignature)}`;
    const sandbox = await (await request.get(signed)).json();
    expect(sandbox).toMatchObject({
      merchantReference: shared.reference,
      status: 'succeeded',
      refunded: 500,
    });
    await expectNoAxeViolations(page);
  });

  test('finance makes an account a reseller, records an adjustment and a top-up, and downloads the statement', async ({
    page,
    request,
  }) => {
    const agency = await registerAndActivate(page, request, 'Naxos Travel');
    await page.context().clearCookies();
    await signInAs(page, shared.finance);
    await page.goto('/en/admin/resellers');
    const form = page.getByRole('form', { name: 'New reseller' });
    await form.getByLabel('User (account e-mail)').fill(agency);
    await form.getByLabel('Company name').fill('Naxos Travel');
    await form.getByLabel('Contact e-mail').fill('desk@naxos.example');
    await form.getByLabel('Credit limit (€)').fill('500');
    await form.getByRole('button', { name: 'Create the reseller' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reseller Naxos Travel' })).toBeVisible();
    const adjust = page.getByRole('form', { name: 'Top-up or adjustment' });
    await adjust.getByLabel('Kind').selectOption('adjustment');
    await adjust.getByLabel('Amount in euros').fill('120');
    await adjust.getByLabel('Reason').fill('Invoices before the new system');
    await adjust.getByRole('button', { name: 'Record it' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Done: Ledger entry recorded' })).toBeVisible();
    // The recorded entry clears the form for the next one; fill it only once it is cleared.
    await expect(adjust.getByLabel('Amount in euros')).toHaveValue('');
    await expect(page.locator('.admin-facts')).toContainText('€120.00');
    await adjust.getByLabel('Kind').selectOption('topUp');
    await adjust.getByLabel('Amount in euros').fill('20,50');
    await adjust.getByLabel('Reason').fill('Bank transfer');
    await adjust.getByRole('button', { name: 'Record it' }).click();
    await expect(page.locator('.admin-facts')).toContainText('€99.50');
    await expect(page.getByRole('row', { name: /Bank transfer/ })).toContainText('-€20.50');
    await expectNoAxeViolations(page);
    const csv = await page.request.get(
      (await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href'))!,
    );
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toBe('at,kind,reason,order_id,amount_cents,credit_used_cents');
    expect(lines.slice(-2).map((line) => line.split(',').slice(1))).toEqual([
      ['adjustment', 'Invoices before the new system', '', '12000', '12000'],
      ['topUp', 'Bank transfer', '', '-2050', '9950'],
    ]);
  });

  test('finance onboards an agency without an account: an e-mailed invitation sets its password, in English', async ({
    page,
  }) => {
    const agency = `agency-${Date.now()}@example.com`;
    // Signing in from an English page keeps English, and staff find the back office in the header.
    await page.goto('/en/destinations');
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await signIn(page, 'Sign in', shared.finance, PASSWORD);
    await expect(page).toHaveURL(/\/en$/);
    await page.locator('.account-menu').getByRole('link', { name: 'Back office' }).click();
    await expect(page).toHaveURL(/\/en\/admin/);
    await page.goto('/en/admin/resellers');
    const form = page.getByRole('form', { name: 'New reseller' });
    await form.getByLabel('User (account e-mail)').fill(agency);
    await form.getByLabel('Company name').fill('Milos Travel');
    await form.getByLabel('Contact e-mail').fill('desk@milos.example');
    await form.getByLabel('Credit limit (€)').fill('300');
    await form.getByRole('button', { name: 'Create the reseller' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reseller Milos Travel' })).toBeVisible();

    const link = await linkFromMail(agency, 'en/change-password');
    expect(link).toContain('&purpose=invitation');
    await page.context().clearCookies();
    await page.goto(link);
    // The invitation's own words, not the reset page's "Choose a new password".
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText("Welcome to Kyma's reseller network");
    await expect(page).toHaveTitle(/^Welcome to Kyma's reseller network/);
    await expect(main).toContainText('Choose your password to start booking for your customers.');
    const password = 'the agency chose this one';
    await main.getByLabel('Your password', { exact: true }).fill(password);
    await main.getByLabel('Repeat your password').fill('not the same one at all');
    await main.getByRole('button', { name: 'Save my password' }).click();
    // Refused, the page still welcomes: the address keeps the invitation.
    await expect(main.getByRole('heading', { level: 1 })).toHaveText("Welcome to Kyma's reseller network");
    await main.getByLabel('Your password', { exact: true }).fill(password);
    await main.getByLabel('Repeat your password').fill(password);
    await main.getByRole('button', { name: 'Save my password' }).click();
    await expect(main.getByRole('status')).toContainText('Your password is set and your account is active.');
    await page.goto('/en/login');
    await signIn(page, 'Sign in', agency, password);
    await expect(page.locator('.account-menu__user')).toHaveAttribute('title', agency);
    await expect(page.locator('.account-menu')).not.toContainText('Back office');
  });

  test("a traveller's chat message is answered from the inbox and the answer reaches them by e-mail", async ({
    page,
  }) => {
    const name = `Chrysa ${Date.now()}`;
    await page.goto('/en');
    await page.getByText('Chat with us').click();
    const chat = page.getByRole('region', { name: 'Live chat' });
    await chat.getByLabel('Name').fill(name);
    await chat.getByLabel('E-mail').fill(shared.travellerEmail);
    await chat.getByLabel('Booking code (optional)').fill(shared.reference);
    await chat.getByLabel('Message').fill('May I bring my bicycle?');
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(chat.getByRole('status')).toContainText('Thank you!');

    await signInAs(page, shared.support);
    await page.goto('/en/admin/chat');
    await page.getByRole('link', { name: new RegExp(name) }).click();
    await expect(page.getByRole('heading', { name: `Conversation with ${name}` })).toBeVisible();
    await expect(page.getByRole('link', { name: shared.reference })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Your answer (sent by e-mail)').fill('Yes: bicycles travel free in the garage.');
    await page.getByRole('button', { name: 'Send the answer' }).click();
    await expect(page.getByText('Yes: bicycles travel free in the garage.', { exact: true })).toBeVisible();
    const mail = await waitForMail('bicycles travel free');
    expect(mail).toContain(`To: ${shared.travellerEmail}`);
    expect(mail).toContain('Our answer to your message');
  });

  test('support reads the contact messages and the newsletter sign-ups by group and state, downloaded as CSV', async ({
    page,
  }) => {
    const lastName = `Contact${Date.now()}`;
    await page.goto('/en/contact');
    const contact = page.getByRole('region', { name: 'Send us a message' });
    await contact.getByLabel('First name').fill('Anna');
    await contact.getByLabel('Last name').fill(lastName);
    await contact.getByLabel('E-mail').fill('anna@example.com');
    await contact.getByLabel('Message').fill('Do the ferries to Naxos take surfboards?');
    await contact.getByLabel(/I accept the terms and conditions/).check();
    await contact.getByRole('button', { name: 'Send message' }).click();
    await expect(contact.getByRole('status')).toHaveText('The email was sent successfully.');

    const email = `reader-${Date.now()}@example.com`;
    await page.goto('/en');
    const newsletter = page.getByRole('region', { name: 'Newsletter' });
    await newsletter.getByLabel('Your e-mail address').fill(email);
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(newsletter.getByRole('status')).toContainText('Almost done');

    await signInAs(page, shared.support);
    await page.goto('/en/admin/contact');
    const message = page.getByRole('listitem').filter({ hasText: lastName });
    await expect(message).toContainText('Do the ferries to Naxos take surfboards?');
    await expect(message.getByRole('link', { name: /anna@example\.com/ })).toHaveAttribute(
      'href',
      'mailto:anna@example.com',
    );
    await expectNoAxeViolations(page);
    await page.goto('/en/admin/newsletter');
    await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Awaiting confirmation');
    await expectNoAxeViolations(page);
    const csvLink = page.getByRole('link', { name: 'Download CSV' });
    const csv = await page.request.get((await csvLink.getAttribute('href'))!);
    expect(csv.headers()['content-type']).toContain('text/csv');
    const [header, ...lines] = (await csv.text()).trim().split('\n');
    expect(header).toBe('email,group,language,status,requested_at,confirmed_at');
    expect(lines.find((line) => line.startsWith(`${email},`))).toMatch(/,en,pending,\d{4}-\d\d-\d\dT[^,]+,$/);
  });

  test('an administrator creates and deactivates a coupon; every back-office page passes axe, in English and Greek; the jobs view shows what ran', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, ADMIN.email, ADMIN.password);
    await page.goto('/en/admin/coupons');
    const form = page.getByRole('form', { name: 'New coupon' });
    await form.getByLabel('Code').fill('SPRING10');
    await form.getByLabel('Discount (% or €)').fill('10');
    await form.getByLabel('Uses left').fill('50');
    await form.getByRole('button', { name: 'Create the coupon' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Coupon SPRING10' })).toBeVisible();
    const couponPath = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Done: Deactivate' })).toBeVisible();
    await expect(page.locator('.admin-facts')).toContainText('Inactive');
    for (const address of [
      '/en/admin/coupons',
      couponPath,
      '/en/admin/newsletter',
      '/en/admin/contact',
      '/en/admin/resellers',
      '/en/admin/bookings',
      shared.orderPath,
      '/en/admin/jobs',
      '/en/admin/chat',
      '/en/admin/users',
      '/en/admin/audit',
      '/admin/bookings',
      shared.orderPath.replace(/^\/en/, ''),
      '/admin/jobs',
    ]) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(200);
      await expectNoAxeViolations(page);
    }
    await page.goto('/en/admin/jobs?state=done');
    await expect(page.getByRole('cell', { name: /order\.staffRefund/ }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: /order\.sendConfirmation/ }).first()).toBeVisible();
  });
  test("an administrator hides an offer and corrects a destination's English title; the site shows both at once", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, ADMIN.email, ADMIN.password);
    const offerLink = page.locator('a[href="/en/offers/student-fares"]');
    await page.goto('/en/offers');
    await expect(offerLink.first()).toBeVisible();

    const openItem = async (kind: string, search: string, name: string) => {
      expect((await page.goto('/en/admin/content'))?.status()).toBe(200);
      await expectNoAxeViolations(page);
      await page.getByRole('main').getByRole('link', { name: kind, exact: true }).click();
      await page.getByLabel('Search by name').fill(search);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByRole('status')).toHaveText(/^\d+ items?$/);
      await expectNoAxeViolations(page);
      await page.getByRole('table').getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Edit: ');
    };
    const save = async () => {
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Done: Content saved' })).toBeVisible();
    };

    await openItem('Offers', 'Student', 'Student ferry fares');
    const offerPath = new URL(page.url()).pathname;
    await page.getByLabel('Active (shown on the site)').uncheck();
    await save();
    await expectNoAxeViolations(page);
    await page.goto('/en/offers');
    await expect(offerLink).toHaveCount(0);

    await openItem('Destinations', 'Andros', 'Andros');
    const title = page.getByLabel('Title', { exact: true });
    const seedTitle = await title.inputValue();
    await title.fill('');
    await page.getByLabel('Address (slug)').fill('Not a slug');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Only lowercase letters, digits and single dashes.')).toBeVisible();
    await expect(page.getByLabel('Address (slug)')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await page.getByLabel('Address (slug)').fill('andros');
    await title.fill('Andros, the island of footpaths');
    await save();
    await page.goto('/en/destinations/andros');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Andros, the island of footpaths');

    // Put the site back as the seed had it: other tests read the same offers and destinations.
    await page.goto(`${offerPath}?lang=en`);
    await page.getByLabel('Active (shown on the site)').check();
    await save();
    await openItem('Destinations', 'Andros', 'Andros');
    await page.getByLabel('Title', { exact: true }).fill(seedTitle);
    await save();
  });
});
