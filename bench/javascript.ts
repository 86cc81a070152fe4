/**
 * JavaScript shipped per page: `npm run bench:javascript` (after `npm run build`). Adds up, gzipped, every
 * module a page loads before it is interactive (see `support/javascript-shipped.ts`). Budgets (issues #10
 * and #15): content pages 120 KB, the results page and each booking step 150 KB.
 */
import { clientBuild } from './support/javascript-shipped.ts';

export const JAVASCRIPT_PAGES: Array<{ name: string; routeId: string; budgetKB: number }> = [
  { name: 'home (/en)', routeId: 'home___en', budgetKB: 120 },
  { name: 'destination (/en/destinations/…)', routeId: 'destination___en', budgetKB: 120 },
  { name: 'blog list (/en/blog)', routeId: 'blog___en', budgetKB: 120 },
  { name: 'results (/en/results)', routeId: 'results___en', budgetKB: 150 },
  { name: 'success (/en/success)', routeId: 'success___en', budgetKB: 150 },
  { name: 'order details (/en/orderdetails)', routeId: 'orderdetails___en', budgetKB: 150 },
];

const STEPS = 'src/web/app/booking/booking-steps.tsx';
/** The booking steps load on demand on the results page once a sailing is chosen. */
const BOOKING_STEPS: Array<{ name: string; sources: string[] }> = [
  {
    name: 'booking step 2: passengers and vehicles',
    sources: [STEPS, 'src/web/app/booking/passengers-step.tsx'],
  },
  { name: 'booking step 3: details and payment', sources: [STEPS, 'src/web/app/booking/billing-step.tsx'] },
];
const LATER: Array<{ name: string; routeId: string; sources: string[] }> = [
  {
    name: 'results: search form, when unfolded',
    routeId: 'results___en',
    sources: ['src/web/app/search/search-form.tsx'],
  },
  {
    name: 'home: search form, once interactive',
    routeId: 'home___en',
    sources: ['src/web/app/search/search-form.tsx'],
  },
  {
    name: 'home: search form and its checks, when used',
    routeId: 'home___en',
    sources: ['src/web/app/search/search-form.tsx', 'src/domain/search/results-query.ts'],
  },
  {
    name: 'step 3: its checks, when the form is used',
    routeId: 'results___en',
    sources: ['src/web/app/booking/billing-checks.ts'],
  },
];

if (import.meta.main) {
  const build = clientBuild();
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
  const judged = (name: string, bytes: number, budgetKB: number) =>
    `${name.padEnd(42)} ${kb(bytes)}  budget ${budgetKB} KB  ${bytes <= budgetKB * 1024 ? 'pass' : 'FAIL'}`;
  process.stdout.write(
    [
      'JavaScript shipped per page (gzip, everything loaded before the page is interactive)',
      ...JAVASCRIPT_PAGES.map(({ name, routeId, budgetKB }) => judged(name, build.page(routeId), budgetKB)),
      ...BOOKING_STEPS.map(({ name, sources }) => judged(name, build.pageWith('results___en', sources), 150)),
      'Fetched later, on use (gzip, beyond what the page already has)',
      ...LATER.map(({ name, routeId, sources }) => `${name.padEnd(42)} ${kb(build.later(routeId, sources))}`),
      '',
    ].join('\n'),
  );
}
