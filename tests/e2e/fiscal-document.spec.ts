import { readFileSync } from 'node:fs';
import { DOCUMENT_MESSAGE_AREAS } from '#web/app/i18n/document-messages.server.ts';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { readPdf } from '../support/pdf-reader.ts';
import {
  byId,
  dayWithSailings,
  fillDetails,
  payWithSandboxCard,
  pickFirstSailing,
  spaced,
} from './support/booking-flow.ts';
import { expect, test } from './support/fixtures.ts';

const m = MESSAGES.en;
const fiscal = DOCUMENT_MESSAGE_AREAS.fiscal!.en;

test.describe('invoices', () => {
  test('an invoice asked for at checkout is issued, linked on /orderdetails and downloaded as a PDF by the booking browser only', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const day = await dayWithSailings(request, 29);
    await pickFirstSailing(page, 'en', `from=PIR&to=JTR&date=${day}&passengers=1&vehicles=0&pets=0`);
    await page.getByRole('button', { name: m.continue, exact: true }).click();
    await fillDetails(page, 'en', 'invoice.me@example.com');
    await page.getByLabel(m.invoiceNeedInvoice).check();
    await byId(page, 'invoice-tax').fill('099900015');
    await page.getByRole('button', { name: m.invoiceLookUp }).click();
    await expect(page.getByText(m.invoiceLookUpDone)).toBeVisible();
    await byId(page, 'invoice-mobile').fill('6912345678');
    await payWithSandboxCard(page, 'en', '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: m.successTitle })).toBeVisible({ timeout: 20_000 });
    const reference = (await page.locator('.order-details__reference').textContent()) ?? '';
    await expect(page.getByRole('link', { name: m.fiscalInvoiceLink })).toBeVisible();

    await page.getByRole('link', { name: m.ordersManageLink }).click();
    await expect(page.getByRole('heading', { name: m.ordersTitle, level: 1 })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: m.fiscalInvoiceLink }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^kyma-TPY-\d{4}-\d+\.pdf$/);
    const text = spaced((await readPdf(readFileSync((await file.path())!))).pageTexts.join(' '));
    expect(text).toContain(fiscal.fiscalInvoiceTitle!);
    expect(text).toContain(reference);
    expect(text).toContain('099900015');
    expect(text).toMatch(/MARK \d{15}|MARK pending/);

    // Without the booking's secret the document is not there.
    const stranger = await browser.newContext();
    const answer = await stranger.request.get(`/orders/${reference}/document.pdf`);
    expect(answer.status()).toBe(404);
    await stranger.close();
  });
});
