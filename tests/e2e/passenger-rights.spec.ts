import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  dayWithSailings,
  fillDetails,
  payWithSandboxCard,
  pickFirstSailing,
  spaced,
} from './support/booking-flow.ts';
import { expect, test } from './support/fixtures.ts';

const en = MESSAGES.en;
const el = MESSAGES.el;

/** Whole cents of a price as the page writes it in English (`€57.80`). */
const centsOf = (text: string) => Number(text.replace(/[^\d]/g, ''));
const euros = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(cents / 100);

test.describe('passenger rights', () => {
  test('a 3-hour arrival delay on an 8-hour crossing shows 25 % compensation with a prefilled claim, in English and Greek', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const day = await dayWithSailings(request, 19);
    await pickFirstSailing(page, 'en', `from=PIR&to=JTR&date=${day}&passengers=1&vehicles=0&pets=0`);
    await page.getByRole('button', { name: en.continue, exact: true }).click();
    const price = await fillDetails(page, 'en', 'rights.me@example.com');
    await payWithSandboxCard(page, 'en', '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: en.successTitle })).toBeVisible({ timeout: 60_000 });
    const reference = (await page.locator('.order-details__reference').textContent()) ?? '';

    // The facts a disruption event will carry: 8-hour crossing, left 170 minutes and arrived 180 minutes late.
    const facts = 'leg=0&journey=480&departureDelay=170&arrivalDelay=180';
    await page.goto(`/en/test/passenger-rights?ref=${reference}&${facts}`);
    await expect(page.getByRole('heading', { name: en.rightsPanel_title })).toBeVisible();
    const compensation = page.getByTestId('right-compensation');
    const owed = euros(Math.floor((centsOf(price) * 25 + 50) / 100));
    await expect(compensation).toContainText('25%');
    expect(spaced((await compensation.textContent()) ?? '')).toContain(owed);
    await expect(compensation).toContainText('3 hours');
    await expect(compensation).toContainText('Article 19');
    for (const kind of ['information', 'reroutingOrReimbursement', 'refreshments', 'accommodation'])
      await expect(page.getByTestId(`right-${kind}`)).toBeVisible();

    const claim = page.getByTestId('claim-draft');
    await expect(claim.getByRole('heading', { name: en.rightsPanel_claimTitle })).toBeVisible();
    await expect(claim).toContainText('Eleni Papadopoulou · rights.me@example.com');
    await expect(claim).toContainText('Piraeus');
    expect(spaced((await claim.textContent()) ?? '')).toContain(`${owed} (25% of the fare)`);
    await expect(claim.locator('dd').nth(2)).toHaveText(/^[A-Z0-9]{6,}/);
    await expectNoAxeViolations(page);

    // Weather: no hotel and no compensation, each saying why; the Greek page words it all in Greek.
    await page.goto(`/test/passenger-rights?ref=${reference}&${facts}&cause=weather`);
    await expect(page.getByRole('heading', { name: el.rightsPanel_title })).toBeVisible();
    await expect(page.getByTestId('withheld-compensation')).toContainText('Άρθρο 20(4)');
    await expect(page.getByTestId('withheld-accommodation')).toContainText('Άρθρο 17(3)');
    await expect(page.getByTestId('claim-draft')).toHaveCount(0);
  });
});
