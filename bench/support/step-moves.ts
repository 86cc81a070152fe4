/**
 * Lighthouse's user flow over the booking steps (issue #48): the results page loaded, then two timespans,
 * the move to step 2 (a sailing chosen, Continue) and the move to step 3 (Continue), each with its
 * performance score and its cumulative layout shift. The steps render in the browser, so these moves are
 * not page loads: only a timespan sees what they shift.
 */
import { startFlow } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';

export interface StepMove {
  name: string;
  performance: number;
  cls: number;
  /** The audits that cost points, with their values. */
  lost: string[];
}

const MOVES = [
  {
    name: 'results → step 2',
    async act(page: Page) {
      await page.click('.trip-card button[aria-pressed="false"]:not([disabled])');
      await page.click('.continue-bar .button--accent');
    },
  },
  {
    name: 'step 2 → step 3',
    async act(page: Page) {
      await page.click('.booking-summary__next:not([disabled])');
    },
  },
];

/** One flow on `results` (an absolute address); Chromium is the one Lighthouse's other runs use. */
export async function stepMoves(chromePort: number, results: string): Promise<StepMove[]> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  const page = await browser.newPage();
  try {
    const flow = await startFlow(page, { flags: { onlyCategories: ['performance'], logLevel: 'error' } });
    await flow.navigate(results);
    await page.waitForSelector('.trip-card button[aria-pressed="false"]:not([disabled])');
    let heading = '';
    for (const move of MOVES) {
      await flow.startTimespan({ name: move.name });
      await move.act(page);
      // The step's own title, then its priced Continue: the move is over once the step can go on.
      await page.waitForFunction(
        (before) => {
          const title = document.querySelector('.booking-step__title')?.textContent ?? '';
          return title !== '' && title !== before && document.querySelector('.booking-summary__next');
        },
        {},
        heading,
      );
      heading = await page.$eval('.booking-step__title', (title) => title.textContent ?? '');
      await page.waitForSelector('.booking-summary__next:not([disabled])');
      await flow.endTimespan();
    }
    const { steps } = await flow.createFlowResult();
    return steps.slice(1).map(({ name, lhr }) => ({
      name,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      lost: (lhr.categories.performance?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${ref.id} (${lhr.audits[ref.id]?.displayValue || lhr.audits[ref.id]?.score})`),
    }));
  } finally {
    await page.close();
    await browser.disconnect();
  }
}
