import { FerryGatewayInventory } from '#adapters/ferry-gateway/ferry-gateway-inventory.ts';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { fillDetails, payWithSandboxCard, voucherText } from '../e2e/support/booking-flow.ts';
import { expect, test } from '../e2e/support/fixtures.ts';
import {
  LOCAL_FERRY_GATEWAY_ACCOUNT,
  LOCAL_FERRY_GATEWAY_OPERATORS,
} from '../support/ferry-gateway/ferry-gateway-for-site.ts';
import { testClock, testDay } from '../support/test-today.ts';

const m = MESSAGES.en;
/** Where tests/e2e/support/start-server.ts started the local FerryGateway server for this run. */
const GATEWAY = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1001}`;
const clock = testClock();

/** The trade partner's own view of the gateway: its RecallBooking, as the site sends it. */
const asAgent = new FerryGatewayInventory({
  name: 'ferrygateway',
  baseUrl: GATEWAY,
  ...LOCAL_FERRY_GATEWAY_ACCOUNT,
  operators: LOCAL_FERRY_GATEWAY_OPERATORS,
  attemptTimeoutMs: 5000,
  retries: 0,
  backoffMs: 10,
  breakerThreshold: 100,
  breakerCoolDownMs: 1000,
  now: () => clock.now().getTime(),
});

/** Every booking the local gateway holds, as FerryGateway's RecallBooking tells each. */
async function gatewayBookings() {
  const references = (await (await fetch(`${GATEWAY}/local/references`)).json()) as string[];
  return Promise.all(
    references.map(async (reference) => {
      const recalled = await asAgent.retrieveBooking(reference);
      if (!recalled.ok) throw new Error(`RecallBooking ${reference}: ${recalled.error.message}`);
      return recalled.value;
    }),
  );
}

test('Patras → Ancona with Superfast through FerryGateway: held, paid, confirmed by the gateway, voucher, cancelled at its charge (issue #47)', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const dates = await request.post('/booking/getDates', { data: { origin: 'GPA', destination: 'AOI' } });
  const from = testDay(20);
  const day = ((await dates.json()) as { dates: Array<{ date: string; departures: number }> }).dates.find(
    (date) => date.date >= from && date.departures > 0,
  )!.date;
  await page.goto(`/en/results?from=GPA&to=AOI&date=${day}&passengers=1&vehicles=0&pets=0`);
  // Superfast is bought from the gateway alone; the other companies of the route come through Liknoss.
  await page
    .locator('.trip-card')
    .filter({ hasText: 'Superfast' })
    .first()
    .getByRole('button', { name: new RegExp(`^${m.resultsSelect} `) })
    .click();
  await page.getByRole('button', { name: m.resultsContinue, exact: true }).click();
  await page.getByRole('button', { name: m.continue, exact: true }).click();
  await fillDetails(page, 'en', 'ferrygateway.buyer@example.com');
  await payWithSandboxCard(page, 'en', '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: m.successTitle })).toBeVisible({ timeout: 60_000 });
  const reference = (await page.locator('.order-details__reference').textContent()) ?? '';
  expect(await voucherText(page, 'en')).toContain(reference);

  // The gateway confirmed one booking of the traveller's sailing, with her name and a ticket.
  const [booking] = (await gatewayBookings()).filter((b) => b.status === 'confirmed');
  expect(booking, 'a booking the gateway confirmed').toBeDefined();
  expect(booking!.legs.map((leg) => [leg.companyCode, leg.from, leg.to])).toEqual([['SF', 'GPA', 'AOI']]);
  expect(booking!.leader?.lastName).toBe('Papadopoulou');
  expect(booking!.tickets).toHaveLength(1);

  await page.getByRole('link', { name: m.ordersManageLink }).click();
  // One sailing: the order's own cancellation is that sailing's, the whole FerryGateway booking.
  await expect(page.getByRole('button', { name: m.ordersLegCancel })).toHaveCount(0);
  await page.getByRole('button', { name: m.ordersCancel }).click();
  await expect(page.getByRole('heading', { name: m.ordersCancelTitle })).toBeVisible();
  const refund = (await page.getByTestId('cancel-refund').textContent()) ?? '';
  expect(refund).toMatch(/\d/);
  await page.getByRole('button', { name: m.ordersCancelConfirm.replace('{amount}', refund) }).click();
  await expect(page.getByTestId('order-status')).toHaveText(
    new RegExp(`^(${m.orderStatus_cancelled}|${m.orderStatus_refunded})$`),
  );
  // The cancellation reaches the gateway through a job (GetCancelCharge, then CancelBooking at that charge).
  await expect
    .poll(async () => (await gatewayBookings()).find((b) => b.orderCode === booking!.orderCode)?.status, {
      timeout: 30_000,
    })
    .toBe('cancelled');
});
