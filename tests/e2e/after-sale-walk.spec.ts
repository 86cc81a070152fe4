import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { testDay } from '../support/test-today.ts';
import {
  apiOrder,
  bookWithCouponAndCourier,
  cents,
  expectNewestMailAgrees,
  expectViewsAgree,
  payIfAsked,
} from './support/after-sale-walk.ts';
import { chooseChangeDay } from './support/change-day.ts';
import { follow, noticeLink, signInAsStaff } from './support/disruptions.ts';
import { expect, test } from './support/fixtures.ts';
import { openElsewhere, plusDays } from './support/round-trip.ts';
import { staffApi } from './support/staff-api.ts';

/**
 * Issue #46's "done when": the walk of a traveller after the sale, in French and in Albanian. A round trip
 * with a 20 % coupon and courier delivery; the return cancelled (its quote net of the coupon); the outbound
 * moved to the day before; a pet added; staff cancel that new sailing and the traveller rebooks it in one
 * click. After each move My booking, the API, the voucher and the newest e-mail tell the same company,
 * times, statuses and money. Each language sails a route of its own, so that the French
 * walk's cancelled voyage is no sailing of the Albanian one.
 */
for (const [locale, to] of [
  ['fr', 'JTR'],
  ['sq', 'JNX'],
] as const) {
  test(`${locale}: a round trip with a coupon and courier, a leg cancelled, the other changed, a pet added, then disrupted and rebooked, tells one story everywhere`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(420_000);
    const m = MESSAGES[locale];
    const email = `walk.${locale}.${Date.now()}@example.com`;
    const coupon = `WALK${locale.toUpperCase()}${Date.now() % 100_000}`;
    await (await staffApi(request)).createCoupon({
      name: coupon,
      discountKind: 'percentage',
      discountValue: 20,
    });
    // Booked three days ahead, moved a day earlier: the sailing staff then cancel lies within the 72 hours
    // the disruption follower watches, and the rebooking goes back to the booked day.
    const out = testDay(3);
    const earlier = plusDays(out, -1);
    const reference = await bookWithCouponAndCourier(
      page,
      locale,
      [
        ['PIR', to, out],
        [to, 'PIR', plusDays(out, 4)],
      ],
      email,
      coupon,
    );
    const other = await openElsewhere(browser, locale, reference, email);
    const sold = await expectViewsAgree(other, request, locale, reference);
    expect(sold.legs.map((leg) => leg.status)).toEqual(['valid', 'valid']);
    await expectNewestMailAgrees(sold, locale, email);

    // 1. The return cancelled: its quote gives back no more than what was paid for it, the coupon taken off.
    await other.getByTestId('order-leg-1').getByRole('button', { name: m.ordersLegCancel }).click();
    const refund = (await other.getByTestId('cancel-refund').textContent()) ?? '';
    expect(cents(refund)).toBeGreaterThan(0);
    expect(cents(refund)).toBeLessThanOrEqual(Math.round(sold.legs[1]!.tripTotal * 0.8));
    await other.getByRole('button', { name: m.ordersCancelConfirm.replace('{amount}', refund) }).click();
    await expect(other.getByTestId('order-leg-1').getByTestId('leg-status')).toHaveText(
      m.legStatus_cancelled,
    );
    await expect(async () => {
      expect((await apiOrder(request, reference)).money!.refunded).toBe(cents(refund));
    }).toPass({ timeout: 30_000 });
    const cancelled = await expectViewsAgree(other, request, locale, reference);
    expect(cancelled.legs[1]!.status).not.toBe('valid');
    expect(cancelled.money!.net).toBe(sold.money!.net - cents(refund));
    await expect(other.getByTestId('order-leg-1').getByRole('button', { name: m.changeLeg })).toHaveCount(0);

    // 2. The outbound moved to another sailing the day before: the difference paid or given back.
    await other.getByTestId('order-leg-0').getByRole('button', { name: m.changeLeg }).click();
    await chooseChangeDay(other, locale, earlier);
    await other.getByRole('button', { name: m.changeShowSailings }).click();
    const sailing = other
      .locator('.order-change__sailing', { has: other.getByTestId('change-difference') })
      .filter({ hasText: 'Blue Star' });
    await sailing.first().getByRole('button', { name: m.changeChoose }).click();
    await payIfAsked(other);
    await expect(async () => {
      const now = await apiOrder(request, reference);
      expect(now.legs[0]!.departureDatetime.slice(0, 10)).toBe(earlier);
    }).toPass({ timeout: 45_000 });
    const changed = await expectViewsAgree(other, request, locale, reference);
    expect(changed.legs[1]!.status).not.toBe('valid');

    // 3. A small pet added to the new sailing, paid by card if it costs anything.
    await other.getByTestId('order-leg-0').getByRole('button', { name: m.addToLeg }).click();
    await other.getByLabel(m.petTypeLabel).selectOption('SMALL');
    await other.getByLabel(m.chipNumber).fill('941000024680135');
    await other.getByRole('button', { name: m.addSeePrice }).click();
    await expect(other.getByTestId('addition-quote')).toBeVisible();
    await other.getByRole('button', { name: m.addPay }).click();
    await payIfAsked(other);
    await expect(async () => {
      expect((await apiOrder(request, reference)).legs[0]!.pets).toBe(1);
    }).toPass({ timeout: 45_000 });
    const withPet = await expectViewsAgree(other, request, locale, reference);
    expect(withPet.money!.charged).toBeGreaterThanOrEqual(changed.money!.charged);
    await expectNewestMailAgrees(withPet, locale, email);

    // 4. Staff cancel the new sailing; the traveller follows the notice and rebooks it in one click.
    const staff = await (await browser.newContext()).newPage();
    await signInAsStaff(staff);
    await staff.goto('/en/admin');
    await staff.getByLabel(/^Search \(reference/).fill(reference);
    await staff.getByRole('button', { name: 'Search', exact: true }).click();
    await staff.getByRole('link', { name: reference }).click();
    await staff.getByLabel('Sailing', { exact: true }).selectOption('0');
    await staff.getByLabel('Cancel the sailing').check();
    await staff.getByRole('button', { name: 'Tell the travellers' }).click();
    await expect(staff.getByRole('status')).toContainText('Done: Disrupt the sailing');
    await staff.context().close();
    const traveller = await (await browser.newContext()).newPage();
    await follow(traveller, await noticeLink(email), locale);
    const cancelledWords = m.disruptionChoice_cancelled.split(': ').at(-1)!;
    const notice = traveller.getByTestId('disruption-leg-0').filter({ hasText: cancelledWords });
    // The notice names the sailing it happened to: the new one, at its time.
    await expect(traveller.getByTestId('disruption-banner')).toContainText(
      withPet.legs[0]!.departureDatetime.slice(11, 16),
    );
    await notice.getByTestId('disruption-rebook-0').click();
    await chooseChangeDay(traveller, locale, out);
    await traveller.getByRole('button', { name: m.changeShowSailings }).click();
    const free = traveller.locator('.order-change__sailing', {
      has: traveller.getByTestId('change-difference'),
    });
    await expect(free.first().getByTestId('change-difference')).toHaveText(/^[^1-9]*$/);
    await free.first().getByRole('button', { name: m.changeChoose }).click();
    await expect(traveller.getByTestId('change-under-way')).toBeVisible({ timeout: 30_000 });
    await expect(async () => {
      const now = await apiOrder(request, reference);
      expect(now.legs[0]!.departureDatetime.slice(0, 10)).toBe(out);
    }).toPass({ timeout: 45_000 });
    await traveller.reload();
    await expect(
      traveller.getByTestId('disruption-leg-0').filter({ hasText: m.disruptionChoice_rebooked }),
    ).toBeVisible();
    // The notice stays with the sailing it happened to, as history: the cancelled one, on its day.
    await expect(traveller.getByTestId('disruption-banner')).toContainText(
      new RegExp(
        `\\b${Number(earlier.slice(8, 10))}\\b[^]*${withPet.legs[0]!.departureDatetime.slice(11, 16)}`,
      ),
    );
    const rebooked = await expectViewsAgree(traveller, request, locale, reference);
    // Rebooking costs nothing: the money is what it was before the disruption; the pet travels on.
    expect(rebooked.money!.net).toBe(withPet.money!.net);
    expect(rebooked.legs[0]!.pets).toBe(1);
    expect(rebooked.legs[0]!.status).toBe('valid');
    expect(rebooked.legs[1]!.status).not.toBe('valid');
    await expectNewestMailAgrees(rebooked, locale, email);
    await traveller.context().close();
    await other.context().close();
  });
}
