import { dayWithSailings } from './support/booking-flow.ts';
import { book, follow, noticeLink, results, signInAsStaff, staffDisrupts } from './support/disruptions.ts';
import { test } from './support/fixtures.ts';

const shot = async (page: import('@playwright/test').Page, name: string) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
  }
};

test('shots', async ({ page, browser, request }) => {
  test.setTimeout(400_000);
  await page.goto('/results?from=JMK&to=JNX&date=2026-12-15&passengers=1&vehicles=0&pets=0');
  await shot(page, 'el-results-mykonos-naxos');
  await page.goto('/en/results?from=PIR&to=JTR&date=2026-12-15&passengers=2&vehicles=0&pets=0');
  await shot(page, 'en-results-pir-jtr');
  const day = await dayWithSailings(request, 2);
  const long = (await results(request, 'PIR', 'JTR', day)).find(
    (trip) => Date.parse(trip.arrivalDatetime) - Date.parse(trip.departureDatetime) > 4 * 3_600_000,
  )!;
  const mail = `shots-${Date.now()}@example.gr`;
  const ref = await book(page, 'el', [long], mail);
  await shot(page, 'el-success');
  await page.goto(`/orderdetails?ref=${ref}`);
  await shot(page, 'el-order');
  const add = page.locator('details', { hasText: /όχημα|Προσθήκη/ }).first();
  if (await add.count()) {
    await add.locator('summary').click();
    await shot(page, 'el-order-addition-open');
  }
  const staff = await (await browser.newContext()).newPage();
  await signInAsStaff(staff);
  await staffDisrupts(staff, ref, 180);
  const other = await (await browser.newContext()).newPage();
  await follow(other, await noticeLink(mail), 'el');
  await shot(other, 'el-order-disrupted');
  const care = other.locator('details', { hasText: /φροντίδ|γεύμ|Care/i }).first();
  if (await care.count()) {
    await care.locator('summary').click();
    await shot(other, 'el-order-care-open');
  }
});
