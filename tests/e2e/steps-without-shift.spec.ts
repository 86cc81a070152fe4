import type { Page } from '@playwright/test';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { dayWithSailings } from './support/booking-flow.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Issue #48 item 3: choosing a sailing and moving from the results to step 2, then from step 2 to step 3,
 * moves nothing on the screen (Lighthouse had measured a layout shift of 0.515 and 1.0, the footer
 * jumping up while a step's code loaded, then down). Every layout shift the browser reports is counted,
 * those right after a click too, so the sum does not depend on how fast the step's code arrives.
 */
type Shift = { value: number; sources: string[] };

/** The step's code is held until the click that needs it has happened: the slow phone's case, every time. */
async function holdUntilReleased(page: Page, chunk: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(chunk, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const shiftsSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts.splice(0));

test('the moves from the results to step 2 and to step 3 shift no layout, on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const m = MESSAGES.en;
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: [] }>) {
        const sources = (entry.sources ?? []) as Array<{ node?: Node }>;
        shifts.push({
          value: entry.value,
          sources: sources.map(({ node }) =>
            node instanceof Element ? `${node.localName}.${node.className}` : String(node?.nodeName),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const releaseStep2 = await holdUntilReleased(page, /\/assets\/(booking-steps|passengers-step)-[^/]+\.js$/);
  const releaseStep3 = await holdUntilReleased(page, /\/assets\/billing-step-[^/]+\.js$/);
  const day = await dayWithSailings(request, 22);
  await page.goto(`/en/results?from=PIR&to=JTR&date=${day}&passengers=1&vehicles=0&pets=0`);
  await expect(page.locator('.trip-card').first()).toBeVisible();
  await shiftsSoFar(page);
  await page
    .locator('.trip-card')
    .first()
    .getByRole('button', { name: new RegExp(`^${m.resultsSelect} `) })
    .click();
  await page.getByRole('button', { name: m.resultsContinue, exact: true }).click();
  releaseStep2();
  await expect(page.getByRole('heading', { name: m.stepPassengersTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: m.continue, exact: true })).toBeVisible();
  const toStep2 = await shiftsSoFar(page);

  await page.getByRole('button', { name: m.continue, exact: true }).click();
  releaseStep3();
  await expect(page.getByRole('heading', { name: m.stepBillingTitle })).toBeVisible();
  await expect(page.getByTestId('final-price')).toBeVisible();
  // The shifts of the frames just painted are reported after them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  const toStep3 = await shiftsSoFar(page);

  const sum = (shifts: Shift[]) => shifts.reduce((total, shift) => total + shift.value, 0);
  expect({ shifts: toStep2, sum: sum(toStep2) }).toEqual({ shifts: [], sum: 0 });
  expect({ shifts: toStep3, sum: sum(toStep3) }).toEqual({ shifts: [], sum: 0 });
});
