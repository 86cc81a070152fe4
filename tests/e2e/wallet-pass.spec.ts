import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { openVerifiedPass, TEST_PASS_TYPE } from '../support/wallet-certificates.ts';
import { apiOrder, payIfAsked } from './support/after-sale-walk.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { dayWithSailings, fillDetails, payWithSandboxCard, prefix } from './support/booking-flow.ts';
import { chooseChangeDay } from './support/change-day.ts';
import { E2E_WALLET_DIR } from './support/data-dir.ts';
import { expect, test } from './support/fixtures.ts';
import { plusDays } from './support/round-trip.ts';

const m = MESSAGES.en;
const DEVICE = 'e2e-wallet-device';

/** What Wallet on a phone asks Kyma's pass web service: the serial numbers of its passes changed since `tag`. */
async function updatedSerials(request: APIRequestContext, tag?: string) {
  const since = tag === undefined ? '' : `?passesUpdatedSince=${tag}`;
  return request.get(`/wallet/v1/devices/${DEVICE}/registrations/${TEST_PASS_TYPE}${since}`);
}

/**
 * Issue #53's "done when" for wallet passes: a sailing booked as a guest, its Apple Wallet pass downloaded from
 * the success page and checked as Wallet checks it (the manifest's SHA-1s, the signature by the site's pass
 * certificate, the fields and the QR code, whose content the page writes out), then the sailing moved to the
 * next day on My booking, and the new pass fetched as a device does: registered with the pass's token, told
 * which of its passes changed, and given the pass since the one it holds.
 */
test('a sailing’s Apple Wallet pass is signed, says what the ticket says, and follows the sailing when it is changed', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const out = await dayWithSailings(request, 23);
  await page.goto(`${prefix('en')}/results?from=PIR&to=JTR&date=${out}&passengers=1&vehicles=0&pets=0`);
  // Blue Star moves a sailing to another day (decision 0068).
  await page
    .locator('.trip-card', { hasText: 'Blue Star' })
    .first()
    .getByRole('button', { name: new RegExp(`^${m.resultsSelect} `) })
    .click();
  await page.getByRole('button', { name: m.resultsContinue, exact: true }).click();
  await page.getByRole('button', { name: m.continue, exact: true }).click();
  await fillDetails(page, 'en', `wallet.${Date.now()}@example.com`);
  await payWithSandboxCard(page, 'en', '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: m.successTitle })).toBeVisible({ timeout: 30_000 });
  const reference = (await page.locator('.order-details__reference').textContent()) ?? '';

  // The pass from the success page, and its QR code's content written beside the button.
  const wallet = page.getByTestId('wallet-pass-0');
  const shownCode = ((await wallet.getByTestId('wallet-pass-code').textContent()) ?? '').replace(
    m.walletPassCode.replace('{code}', ''),
    '',
  );
  await expectNoAxeViolations(page);
  const download = page.waitForEvent('download');
  await wallet.getByRole('link', { name: m.walletAddToApple }).click();
  const pass = openVerifiedPass(readFileSync((await (await download).path())!), E2E_WALLET_DIR);
  const sold = await apiOrder(request, reference);
  expect(pass).toMatchObject({
    passTypeIdentifier: TEST_PASS_TYPE,
    serialNumber: `${reference}-0`,
    voided: false,
    barcodes: [{ format: 'PKBarcodeFormatQR', message: shownCode, altText: shownCode }],
  });
  expect(shownCode).toMatch(/^[A-Z0-9]+:\S+$/);
  expect(pass.boardingPass.transitType).toBe('PKTransitTypeBoat');
  expect(pass.boardingPass.primaryFields.map((field) => field.value)).toEqual([
    'Piraeus',
    'Santorini (Thira)',
  ]);
  expect(pass.boardingPass.secondaryFields[0]!.value).toBe(sold.legs[0]!.departureDatetime);

  // A device holding the pass registers for its updates and learns where it stands.
  const registration = `/wallet/v1/devices/${DEVICE}/registrations/${TEST_PASS_TYPE}/${pass.serialNumber}`;
  const auth = { Authorization: `ApplePass ${pass.authenticationToken}` };
  expect(
    (await request.post(registration, { headers: auth, data: { pushToken: 'e2e-push-token' } })).status(),
  ).toBe(201);
  const first = await updatedSerials(request);
  expect(first.status()).toBe(200);
  const { lastUpdated: tag, serialNumbers } = (await first.json()) as {
    lastUpdated: string;
    serialNumbers: string[];
  };
  expect(serialNumbers).toEqual([pass.serialNumber]);
  expect((await updatedSerials(request, tag)).status()).toBe(204);

  // The sailing moved to the next day on My booking, paid by card if it costs anything.
  await page.getByRole('link', { name: m.ordersManageLink }).click();
  const leg = page.getByTestId('order-leg-0');
  await expect(leg.getByTestId('wallet-pass-code')).toContainText(shownCode);
  await leg.getByRole('button', { name: m.changeLeg }).click();
  await chooseChangeDay(page, 'en', plusDays(out, 1));
  await page.getByRole('button', { name: m.changeShowSailings }).click();
  await page
    .locator('.order-change__sailing', { hasText: 'Blue Star' })
    .first()
    .getByRole('button', { name: m.changeChoose })
    .click();
  await payIfAsked(page);
  await expect(async () => {
    expect((await apiOrder(request, reference)).legs[0]!.departureDatetime.slice(0, 10)).toBe(
      plusDays(out, 1),
    );
  }).toPass({ timeout: 60_000 });
  const moved = await apiOrder(request, reference);

  // The device is told the pass changed and fetches it since the copy it holds: the new sailing, still valid.
  const changed = await updatedSerials(request, tag);
  expect(changed.status()).toBe(200);
  expect(((await changed.json()) as { serialNumbers: string[] }).serialNumbers).toEqual([pass.serialNumber]);
  const latest = await request.get(`/wallet/v1/passes/${TEST_PASS_TYPE}/${pass.serialNumber}`, {
    headers: { ...auth, 'If-Modified-Since': new Date(Number(tag)).toUTCString() },
  });
  expect(latest.status()).toBe(200);
  const updated = openVerifiedPass(await latest.body(), E2E_WALLET_DIR);
  expect(updated).toMatchObject({ serialNumber: pass.serialNumber, voided: false });
  expect(updated.boardingPass.secondaryFields[0]!.value).toBe(moved.legs[0]!.departureDatetime);
  expect(updated.boardingPass.secondaryFields[0]!.value).not.toBe(
    pass.boardingPass.secondaryFields[0]!.value,
  );
});
