import type { APIRequestContext, Page } from '@playwright/test';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { TEST_TODAY } from '../support/test-today.ts';
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

test.describe('errors name the field and clear when fixed', () => {
  const de = MESSAGES.de;

  test('courier to a hotel in Greece from Germany, a bad postcode and a future birth date: the field is marked and focused, the notice names its section, the error goes once mended', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const day = await dayWithSailings(request, 23);
    await pickFirstSailing(page, 'de', `from=PIR&to=JTR&date=${day}&passengers=1&vehicles=0&pets=0`);
    await page.getByRole('button', { name: de.continue, exact: true }).click();
    await fillDetails(page, 'de', 'fehler@example.com');
    await byId(page, 'leader-country').selectOption('DE');
    // A traveller living in Germany has the tickets brought to the Athens hotel (issue #51).
    const courier = page.getByRole('radio', { name: de.delivery_courier });
    await courier.check();
    for (const [field, value] of Object.entries({
      name: 'Hotel Ermou, Rezeption',
      address: 'Odos Ermou 12',
      city: 'Athen',
      zipCode: '1056',
      prefecture: 'Attika',
    }))
      await byId(page, `payment-${field}`).fill(value);

    await page.getByRole('button', { name: de.payAndContinue }).click();
    await expect(page.getByRole('alert')).toHaveText(de.checkSection_delivery);
    const zipCode = byId(page, 'payment-zipCode');
    await expect(zipCode).toBeFocused();
    await expect(zipCode).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(de.invalidZipCode)).toBeVisible();
    await zipCode.fill('10563');
    await expect(page.getByText(de.invalidZipCode)).toBeHidden();

    const birthDate = byId(page, 'passengers[0].birthDate');
    await birthDate.fill(`01/01/${TEST_TODAY.getFullYear() + 1}`);
    await page.getByRole('button', { name: de.payAndContinue }).click();
    await expect(page.getByRole('alert')).toHaveText(de.checkSection_passengers);
    await expect(birthDate).toBeFocused();
    await expect(page.getByText(de.birthDateInFuture)).toBeVisible();
    await birthDate.fill('07/03/1985');
    await expect(page.getByText(de.birthDateInFuture)).toBeHidden();
    await expect(birthDate).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert')).toHaveCount(0);

    // A wrong address: the notice names the contact section, and the address takes the focus.
    const email = byId(page, 'leader-email');
    await email.fill('fehler-at-example.com');
    await page.getByRole('button', { name: de.payAndContinue }).click();
    await expect(page.getByRole('alert')).toHaveText(de.checkSection_contact);
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill('fehler@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('the contact form answers an empty send with the site’s own messages, the first field focused', async ({
    page,
  }) => {
    await page.goto('/de/contact');
    const form = page.locator('.contact-form');
    await form.getByRole('button', { name: de.contactSend }).click();
    await expect(form.getByText(de.fieldRequired).first()).toBeVisible();
    await expect(form.locator('#contact-name')).toBeFocused();
  });
});

test.describe('Back and Forward move between the booking steps', () => {
  const el = MESSAGES.el;

  /** The results of a booking reached from a link (the strip of days), a sailing chosen, on step 2. */
  async function onPassengersStep(page: Page, request: APIRequestContext) {
    const day = await dayWithSailings(request, 24);
    const dayBefore = new Date(Date.parse(day) - 86_400_000).toISOString().slice(0, 10);
    await page.goto(`/results?from=PIR&to=JTR&date=${dayBefore}&passengers=1&vehicles=0&pets=0`);
    await page.locator(`.day-strip__day[href*="date=${day}"]`).click();
    await expect(page).toHaveURL(new RegExp(`date=${day}`));
    await page
      .locator('.trip-card')
      .first()
      .getByRole('button', { name: new RegExp(`^${el.resultsSelect} `) })
      .click();
    await page.getByRole('button', { name: el.resultsContinue, exact: true }).click();
    await expect(page.getByRole('heading', { name: el.stepPassengersTitle })).toBeVisible();
    return { day, dayBefore };
  }

  test('through all three steps and back, and out of the results only after the confirmation', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const { day, dayBefore } = await onPassengersStep(page, request);
    // The sailings themselves: step 2's Continue has the same words as the results' one.
    const results = page.locator('.trip-card').first();
    const chosen = page.getByRole('region', { name: el.resultsSelection });
    const passengers = page.getByRole('heading', { name: el.stepPassengersTitle });
    const billing = page.getByRole('heading', { name: el.stepBillingTitle });
    await expect(page).toHaveURL(/step=2/);
    await page.getByRole('button', { name: el.continue, exact: true }).click();
    await expect(billing).toBeVisible();
    await expect(page).toHaveURL(/step=3/);

    await page.goBack();
    await expect(passengers).toBeVisible();
    await page.goBack();
    await expect(results).toBeVisible();
    await expect(page).not.toHaveURL(/step=/);
    await page.goForward();
    await expect(passengers).toBeVisible();
    await page.goForward();
    await expect(billing).toBeVisible();
    await page.goBack();
    await expect(passengers).toBeVisible();
    await page.goBack();
    await expect(results).toBeVisible();
    await expect(page).not.toHaveURL(/step=/);

    // Out of the results with a sailing chosen: asked first; staying keeps the choice.
    const leave = page.getByRole('dialog', { name: el.leaveBookingTitle });
    await page.goBack();
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: el.keepEditing }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`date=${day}`));
    await expect(chosen).toBeVisible();
    await page.goBack();
    await leave.getByRole('button', { name: el.leaveBooking }).click();
    await expect(page).toHaveURL(new RegExp(`date=${dayBefore}`));
    // Left means left: Forward shows that day's sailings again, none of them chosen.
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`date=${day}`));
    await expect(results).toBeVisible();
    await expect(chosen).toBeHidden();
  });

  test('a second Back while the first is still loading asks, and the question stays until answered', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const { day } = await onPassengersStep(page, request);
    // Hold the page data of the move back to the results, so the next Back comes while it is under way.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goBack();
    await expect(page).not.toHaveURL(/step=/);
    const leave = page.getByRole('dialog', { name: el.leaveBookingTitle });
    await page.goBack();
    await expect(leave).toBeVisible();
    release();
    await expect(page.locator('.trip-card').first()).toBeVisible();
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: el.keepEditing }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`date=${day}`));
    await expect(page.getByRole('region', { name: el.resultsSelection })).toBeVisible();
  });
});

test.describe('switching language mid-booking', () => {
  test('asks first; staying keeps the booking, leaving starts it afresh in the new language', async ({
    page,
    request,
  }) => {
    const el = MESSAGES.el;
    const day = await dayWithSailings(request, 26);
    await pickFirstSailing(page, 'el', `from=PIR&to=JTR&date=${day}&passengers=1&vehicles=0&pets=0`);
    const languages = page.getByRole('navigation', { name: el.languageSwitcherLabel });
    const english = languages.getByRole('link', { name: /English/ });
    const leave = page.getByRole('dialog', { name: el.leaveBookingTitle });
    await languages.getByText('EL', { exact: true }).click();
    await english.click();
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: el.keepEditing }).click();
    await expect(leave).toBeHidden();
    await expect(page.getByRole('heading', { name: el.stepPassengersTitle })).toBeVisible();
    // A click elsewhere closed the list of languages.
    await expect(english).toBeHidden();

    await languages.getByText('EL', { exact: true }).click();
    await english.click();
    await leave.getByRole('button', { name: el.leaveBooking }).click();
    await expect(page).toHaveURL(new RegExp(`/en/results\\?from=PIR&to=JTR&date=${day}`));
    await expect(
      page.getByRole('button', { name: new RegExp(`^${MESSAGES.en.resultsSelect} `) }).first(),
    ).toBeVisible();
  });
});

test.describe('a passenger across legs', () => {
  test('a child on the outbound leg is a child on the return, and the return can be set apart', async ({
    page,
    request,
  }) => {
    const de = MESSAGES.de;
    const out = await dayWithSailings(request, 28);
    const back = new Date(Date.parse(out) + 4 * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`/de/results?from=PIR&to=JTR&date=${out}&return=${back}&passengers=1&vehicles=0&pets=0`);
    for (const leg of await page.locator('.results-leg').all())
      await leg
        .locator('.trip-card')
        .first()
        .getByRole('button', { name: new RegExp(`^${de.resultsSelect} `) })
        .click();
    await page.getByRole('button', { name: de.resultsContinue, exact: true }).click();
    await byId(page, 'leg0-p0-type').selectOption('CH');
    await expect(byId(page, 'leg1-p0-type')).toHaveValue('CH');
    await byId(page, 'leg1-p0-type').selectOption('ST');
    await expect(byId(page, 'leg0-p0-type')).toHaveValue('CH');
  });
});

test.describe('dates', () => {
  const en = MESSAGES.en;
  const inside = (box: { x: number; width: number } | null, width: number) =>
    box !== null && box.x >= 0 && box.x + box.width <= width;

  test('at 1280 px the return calendar shows its next-month arrow and Sunday', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en');
    await expect(page.locator('input[role="combobox"]').first()).toBeAttached();
    await page.getByRole('radio', { name: en.searchRoundTrip }).check();
    await page.getByRole('button', { name: new RegExp(`^${en.searchReturn}`) }).click();
    const calendar = page.getByRole('dialog', { name: en.searchReturn });
    await expect(calendar).toBeVisible();
    expect(inside(await calendar.getByRole('button', { name: en.searchNextMonth }).boundingBox(), 1280)).toBe(
      true,
    );
    expect(inside(await calendar.locator('th').last().boundingBox(), 1280)).toBe(true);
  });

  test('in Greek, a day without sailings cannot be chosen in the calendar, and trip 2 starts where trip 1 ends', async ({
    page,
    request,
  }) => {
    const el = MESSAGES.el;
    // Piraeus → Astypalea sails two days a week: the calendar has days without sailings next to ones with.
    const answer = await request.post('/booking/getDates', { data: { origin: 'PIR', destination: 'AST' } });
    const { dates } = (await answer.json()) as { dates: Array<{ date: string; departures: number }> };
    const sailing = new Set(dates.filter((date) => date.departures > 0).map((date) => date.date));
    await page.goto('/');
    await expect(page.locator('input[role="combobox"]').first()).toBeAttached();
    await page.getByRole('radio', { name: el.searchMultipleTrips }).check();
    const choose = async (name: string, index: number, typed: string, option: string) => {
      const box = page.getByRole('combobox', { name }).nth(index);
      await box.click();
      await box.pressSequentially(typed);
      await page
        .getByRole('option', { name: new RegExp(option) })
        .first()
        .click();
      await expect(box).toHaveValue(option);
    };
    await choose(el.searchFrom, 0, 'Πειρ', 'Πειραιάς');
    await choose(el.searchTo, 0, 'Αστυπ', 'Αστυπάλαια');
    await expect(page.getByRole('combobox', { name: el.searchFrom }).nth(1)).toHaveValue('Αστυπάλαια');

    await page
      .getByRole('button', { name: new RegExp(`^${el.searchDate}`) })
      .first()
      .click();
    // A multi-trip search labels every trip's day "Date" (issue #51: trip 1 said "Departure", trip 2 "Date").
    const calendar = page.getByRole('dialog', { name: el.searchDate });
    await expect(calendar.locator('[data-sailing]').first()).toBeVisible();
    const shown = await calendar
      .locator('button[data-day]:not([disabled])')
      .evaluateAll((days) => days.map((day) => day.getAttribute('data-day') ?? ''));
    const empty = shown.find((day) => !sailing.has(day));
    const full = shown.find((day) => sailing.has(day));
    expect(empty && full).toBeTruthy();
    const emptyDay = calendar.locator(`[data-day="${empty}"]`);
    await expect(emptyDay).toHaveAttribute('aria-disabled', 'true');
    await expect(emptyDay).toHaveAccessibleName(new RegExp(el.searchDayNoSailings));
    // Playwright will not click what says it is disabled: the keyboard presses it, and nothing is chosen.
    await emptyDay.focus();
    await page.keyboard.press('Enter');
    await expect(calendar).toBeVisible();
    await expect(calendar.locator('[aria-pressed="true"]')).toHaveCount(0);
    await calendar.locator(`[data-day="${full}"]`).click();
    await expect(calendar).toBeHidden();
  });

  test('in Greek, an overnight sailing says it arrives a day later', async ({ page, request }) => {
    const day = await dayWithSailings(request, 25);
    // Piraeus → Heraklion leaves at 21:00 and arrives the next morning.
    await page.goto(`/results?from=PIR&to=HER&date=${day}&passengers=1&vehicles=0&pets=0`);
    const arrival = page.locator('.trip-card').first().locator('.trip-card__time').nth(1);
    await expect(arrival.locator('.trip-card__later')).toHaveText('+1 ημέρα');
  });

  test('on a phone the strip of days shows the chosen day', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const day = await dayWithSailings(request, 29);
    await page.goto(`/en/results?from=PIR&to=JTR&date=${day}&passengers=1&vehicles=0&pets=0`);
    const chosen = page.locator('.day-strip__day[aria-current="date"]').first();
    await expect(chosen).toBeVisible();
    await expect.poll(async () => inside(await chosen.boundingBox(), 390)).toBe(true);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a sailing’s Select says that booking needs JavaScript', async ({ page, request }) => {
    const el = MESSAGES.el;
    const day = await dayWithSailings(request, 22);
    await page.goto(`/results?from=PIR&to=JTR&date=${day}&passengers=1&vehicles=0&pets=0`);
    const card = page.locator('.trip-card').first();
    await expect(card.getByRole('button', { name: new RegExp(`^${el.resultsSelect} `) })).toBeDisabled();
    // Playwright's text matching skips <noscript> (microsoft/playwright#32542): the explanation is read
    // from the element's own text, which the server sent.
    const explained = await card.locator('noscript').evaluate((element) => element.textContent ?? '');
    expect(explained).toContain(el.resultsNeedsJavaScript);
  });

  test('on a phone the burger opens the menu and turns into a close link', async ({ page }) => {
    const el = MESSAGES.el;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: el.navMainLabel });
    await expect(menu).toBeHidden();
    await page.getByRole('link', { name: el.navMenuOpen }).click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('link', { name: el.navMenuOpen })).toBeHidden();
    await page.getByRole('link', { name: el.navMenuClose }).click();
    await expect(menu).toBeHidden();
  });
});

test.describe('the page around the booking', () => {
  const el = MESSAGES.el;
  type Box = { x: number; y: number; width: number; height: number };
  const overlaps = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  test('the chat button covers no price or button of the results, at 1280 px and at 390 px', async ({
    page,
    request,
  }) => {
    const day = await dayWithSailings(request, 27);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/results?from=PIR&to=JTR&date=${day}&passengers=1&vehicles=0&pets=0`);
      const toggle = page.locator('.chat-widget__toggle');
      await expect(toggle).toBeVisible();
      // With a sailing chosen, the continue bar takes the bottom of the window too.
      await page
        .getByRole('button', { name: new RegExp(`^${el.resultsSelect} `) })
        .first()
        .click();
      const covered = page.locator('.trip-card :is(button, [class*="price"]), .continue-bar :is(button, p)');
      for (const card of await page.locator('.trip-card').all()) {
        await card.scrollIntoViewIfNeeded();
        const chat = await toggle.boundingBox();
        for (const box of await covered.evaluateAll((elements) =>
          elements.map((element) => element.getBoundingClientRect().toJSON() as Box),
        ))
          expect(chat && overlaps(chat, box), `at ${width} px`).toBeFalsy();
      }
    }
  });

  test('billing: the phone code reads +30, Greece heads the Greek country lists, and Look up stands beside the VAT number, as tall', async ({
    page,
    request,
  }) => {
    const day = await dayWithSailings(request, 27);
    await pickFirstSailing(page, 'el', `from=PIR&to=JTR&date=${day}&passengers=1&vehicles=0&pets=0`);
    await page.getByRole('button', { name: el.continue, exact: true }).click();
    await expect(byId(page, 'leader-phonePrefix').locator('option:checked')).toHaveText('+30');
    // Greece first, then every country by its Greek name in Greek alphabetical order.
    for (const select of ['leader-country', 'passengers[0].nationality']) {
      const options = byId(page, select).locator('option:not([value=""])');
      await expect(options.first()).toHaveText('Ελλάδα');
      const names = await options.allTextContents();
      expect(names.length, select).toBeGreaterThan(200);
      expect(names.slice(1, 4), select).toEqual(['Αγία Ελένη', 'Αγία Λουκία', 'Άγιος Βαρθολομαίος']);
      expect(names.slice(1), select).toEqual([...names.slice(1)].sort((a, b) => a.localeCompare(b, 'el')));
    }
    await page.getByLabel(el.invoiceNeedInvoice).check();
    const tax = await byId(page, 'invoice-tax').boundingBox();
    const lookUp = await page
      .locator('.invoice-fields')
      .getByRole('button', { name: el.invoiceLookUp })
      .boundingBox();
    expect(tax && lookUp && Math.abs(lookUp.y - tax.y) < 2 && Math.abs(lookUp.height - tax.height) < 2).toBe(
      true,
    );
    expect(tax && lookUp && lookUp.x > tax.x + tax.width).toBe(true);
  });
});
