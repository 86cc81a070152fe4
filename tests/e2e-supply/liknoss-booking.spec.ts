import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import {
  fillDetails,
  payWithSandboxCard,
  pickFirstSailing,
  voucherText,
} from '../e2e/support/booking-flow.ts';
import { expect, test } from '../e2e/support/fixtures.ts';
import { LOCAL_LIKNOSS_ACCOUNT } from '../support/liknoss-server/local-liknoss.ts';
import { testDay } from '../support/test-today.ts';

const m = MESSAGES.en;

// One local Liknoss numbers its bookings in order: each test finds its own by what it booked, one at a time.
test.describe.configure({ mode: 'serial' });
/** Where tests/e2e/support/start-server.ts started the local Liknoss server for this run. */
const LIKNOSS = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1000}`;

/** The local Liknoss server's own record of its bookings, asked as an agency would. */
async function liknossBookings(ids: number[]) {
  const answer = await fetch(`${LIKNOSS}/retrieve-bookings?crsReservationIds=${ids.join(',')}`, {
    headers: {
      'agency-code': LOCAL_LIKNOSS_ACCOUNT.agencyCode,
      'agency-user-name': LOCAL_LIKNOSS_ACCOUNT.user,
      'agency-password': LOCAL_LIKNOSS_ACCOUNT.password,
      'agency-signature': LOCAL_LIKNOSS_ACCOUNT.signature,
      'language-code': 'en',
    },
  });
  return (await answer.json()) as Array<{
    crsReservationId: number;
    ticketed: boolean;
    trips: Array<{
      passengers: Array<{ ticket: { letter: string; number: string } | null; action: string | null }>;
    }>;
  }>;
}

test('Piraeus → Naxos through Liknoss: held, paid with the sandbox card, tickets issued by Liknoss, voucher, cancelled at its quote', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const dates = await request.post('/booking/getDates', { data: { origin: 'PIR', destination: 'JNX' } });
  const from = testDay(20);
  const day = ((await dates.json()) as { dates: Array<{ date: string; departures: number }> }).dates.find(
    (date) => date.date >= from && date.departures > 0,
  )!.date;
  await pickFirstSailing(page, 'en', `from=PIR&to=JNX&date=${day}&passengers=1&vehicles=0&pets=0`);
  await page.getByRole('button', { name: m.continue, exact: true }).click();
  await fillDetails(page, 'en', 'liknoss.buyer@example.com');
  await payWithSandboxCard(page, 'en', '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: m.successTitle })).toBeVisible({ timeout: 60_000 });
  const reference = (await page.locator('.order-details__reference').textContent()) ?? '';

  // Liknoss issued the ticket: its record is ticketed, and the voucher carries its ticket number.
  const issued = (await liknossBookings([70_000_001, 70_000_002, 70_000_003])).find((b) => b.ticketed);
  expect(issued, 'a booking Liknoss issued').toBeDefined();
  const ticket = issued!.trips[0]!.passengers[0]!.ticket!;
  const voucher = await voucherText(page, 'en');
  expect(voucher).toContain(reference);
  // The PDF may wrap a long ticket number: compared without spaces.
  expect(voucher.replace(/\s/g, '')).toContain(`${ticket.letter}${ticket.number}`);

  await page.getByRole('link', { name: m.ordersManageLink }).click();
  await page.getByRole('button', { name: m.ordersCancel }).click();
  await expect(page.getByRole('heading', { name: m.ordersCancelTitle })).toBeVisible();
  const refund = (await page.getByTestId('cancel-refund').textContent()) ?? '';
  expect(refund).toMatch(/\d/);
  // Asking Liknoss for the fees may cancel: the figure is worked out from the terms, and says so.
  await expect(page.getByText(m.ordersCancelEstimated)).toBeVisible();
  expect((await liknossBookings([issued!.crsReservationId]))[0]?.trips[0]?.passengers[0]?.action).not.toBe(
    'CANCELLED',
  );
  await page.getByRole('button', { name: m.ordersCancelConfirm.replace('{amount}', refund) }).click();
  await expect(page.getByTestId('order-status')).toHaveText(
    new RegExp(`^(${m.orderStatus_cancelled}|${m.orderStatus_refunded})$`),
  );
  // The cancellation reaches Liknoss through a job: its record turns cancelled soon after.
  await expect
    .poll(
      async () => (await liknossBookings([issued!.crsReservationId]))[0]?.trips[0]?.passengers[0]?.action,
      {
        timeout: 30_000,
      },
    )
    .toBe('CANCELLED');
});

test('a round trip through Liknoss: one sailing cancelled online, that trip alone cancelled at Liknoss, the other kept (issue #47)', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const dates = await request.post('/booking/getDates', { data: { origin: 'PIR', destination: 'JNX' } });
  const from = testDay(24);
  const out = ((await dates.json()) as { dates: Array<{ date: string; departures: number }> }).dates.find(
    (date) => date.date >= from && date.departures > 0,
  )!.date;
  const back = new Date(Date.parse(out) + 3 * 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/en/results?from=PIR&to=JNX&date=${out}&return=${back}&passengers=1&vehicles=0&pets=0`);
  const legs = page.locator('.results-leg');
  await expect(legs).toHaveCount(2);
  for (const leg of await legs.all())
    await leg
      .locator('.trip-card')
      .first()
      .getByRole('button', { name: new RegExp(`^${m.resultsSelect} `) })
      .click();
  await page.getByRole('button', { name: m.resultsContinue, exact: true }).click();
  await page.getByRole('button', { name: m.continue, exact: true }).click();
  await fillDetails(page, 'en', 'liknoss.roundtrip@example.com');
  await payWithSandboxCard(page, 'en', '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: m.successTitle })).toBeVisible({ timeout: 60_000 });
  const reference = (await page.locator('.order-details__reference').textContent()) ?? '';

  await page.goto(`/en/orderdetails?ref=${reference}&step=cancel&leg=1`);
  await expect(page.getByText(m.ordersCancelEstimated)).toBeVisible();
  const refund = (await page.getByTestId('cancel-refund').textContent()) ?? '';
  await page.getByRole('button', { name: m.ordersCancelConfirm.replace('{amount}', refund) }).click();
  await expect(page.getByTestId('leg-status').nth(1)).toHaveText(
    new RegExp(`^(${m.legStatus_cancelled}|${m.legStatus_refunded})$`),
  );
  await expect(page.getByTestId('leg-status').first()).toHaveText(m.legStatus_valid);

  // At Liknoss, the return trip's passengers are cancelled and the outbound's still hold their tickets.
  const ids = Array.from({ length: 12 }, (_, index) => 70_000_001 + index);
  await expect
    .poll(
      async () => {
        const booking = (await liknossBookings(ids)).find((b) => b.trips.length === 2 && b.ticketed);
        return booking?.trips.map((trip) => trip.passengers[0]?.action === 'CANCELLED');
      },
      { timeout: 30_000 },
    )
    .toEqual([false, true]);
});
