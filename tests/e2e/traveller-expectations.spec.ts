import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import {
  byId,
  dayWithSailings,
  fillDetails,
  payWithSandboxCard,
  pickFirstSailing,
} from './support/booking-flow.ts';
import { expect, test } from './support/fixtures.ts';
import { staffApi } from './support/staff-api.ts';

/** Issue #30: the booking flow as a traveller expects it, point by point. */

test.describe('a results address is checked like the form', () => {
  const el = MESSAGES.el;

  test('the same port twice, an unknown port, an impossible day and 500 passengers show the form with the messages and a 400', async ({
    page,
    request,
  }) => {
    const day = await dayWithSailings(request, 20);
    const cases = [
      [`from=PIR&to=PIR&date=${day}`, el.sameDepartureAndDestination],
      [`from=XYZ&to=JTR&date=${day}`, el.unknownPort],
      ['from=PIR&to=JTR&date=2026-13-45', el.invalidDate],
      [`from=PIR&to=JTR&date=${day}&passengers=500`, el.tooManyPassengers],
    ] as const;
    for (const [query, message] of cases) {
      const answer = await page.goto(`/results?${query}`);
      expect(answer?.status(), query).toBe(400);
      await expect(page.getByRole('heading', { level: 1, name: el.resultsFixSearch })).toBeVisible();
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.locator('.passenger-row, .booking-step')).toHaveCount(0);
    }
  });
});

test.describe('after a declined card', () => {
  test('"Try again" leads back to the filled-in form; a coupon is taken in lower case with spaces around it', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const en = MESSAGES.en;
    await (await staffApi(request)).createCoupon({
      name: 'KYMA30',
      discountKind: 'percentage',
      discountValue: 10,
    });
    const day = await dayWithSailings(request, 27);
    await pickFirstSailing(page, 'en', `from=PIR&to=JTR&date=${day}&passengers=1&vehicles=0&pets=0`);
    await page.getByRole('button', { name: en.continue, exact: true }).click();
    await fillDetails(page, 'en', 'try.again@example.com');

    await byId(page, 'coupon-code').fill('  kyma30 ');
    await page.getByRole('button', { name: en.couponRedeem }).click();
    await expect(page.getByText(en.couponApplied.replace('{code}', 'KYMA30'))).toBeVisible();

    await payWithSandboxCard(page, 'en', '4000 0000 0000 0002');
    await expect(page.getByRole('heading', { name: en.reservationFailureTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: en.backToHome })).toBeVisible();
    await page.getByRole('link', { name: en.tryAgain }).click();

    await expect(page.getByRole('heading', { name: en.stepBillingTitle })).toBeVisible();
    await expect(byId(page, 'passengers[0].name')).toHaveValue('Eleni');
    await expect(byId(page, 'leader-email')).toHaveValue('try.again@example.com');
  });
});

test.describe('limits explain themselves', () => {
  const el = MESSAGES.el;
  const more = (what: string) => el.searchMore.replace('{what}', what);

  test('the search form lowers 50 passengers to the largest party and says why a count goes no higher', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('input[role="combobox"]').first()).toBeAttached();
    const passengers = page.getByRole('spinbutton', { name: el.searchPassengers });
    await passengers.fill('50');
    await expect(passengers).toHaveValue('9');
    await expect(page.getByRole('button', { name: more(el.searchPassengers) })).toBeDisabled();
    await expect(page.getByRole('button', { name: more(el.searchPassengers) })).toHaveAccessibleDescription(
      el.tooManyPassengers,
    );
    await passengers.fill('1');
    await page.getByRole('button', { name: more(el.searchVehicles) }).click();
    await expect(page.getByRole('button', { name: more(el.searchVehicles) })).toBeDisabled();
    await expect(page.getByText(el.tooManyVehicles)).toBeVisible();
  });

  test('"Add pet" at the limit is disabled with the reason', async ({ page, request }) => {
    const day = await dayWithSailings(request, 21);
    await pickFirstSailing(
      page,
      'el',
      `from=PIR&to=JTR&date=${day}&passengers=1&vehicles=0&pets=1&petsAllowed=1`,
    );
    const addPet = page.getByRole('button', { name: el.addPet }).first();
    const petTypes = page.locator('[id^="leg0-pet"][id$="-type"]');
    // One pet came with the search; each click adds one until the cap (five per passenger, or the ship's room).
    for (let count = await petTypes.count(); count < 5 && (await addPet.isEnabled()); count++) {
      await addPet.click();
      await expect(petTypes).toHaveCount(count + 1);
    }
    await expect(addPet).toBeDisabled();
    const reasons = [el.legLimit_petsPerPassenger.replace('{max}', '5'), el.legLimit_noPetPlaces];
    await expect(addPet).toHaveAccessibleDescription(new RegExp(reasons.join('|')));
  });
});
