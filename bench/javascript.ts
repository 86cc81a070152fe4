/**
 * JavaScript shipped per page: `npm run bench:javascript` (after `npm run build`). Adds up, gzipped, every
 * module a page loads before it is interactive (see `support/javascript-shipped.ts`). Budgets (issue #15):
 * content pages 120 KB, the results page and booking steps 150 KB.
 */
import { javascriptShipped } from './support/javascript-shipped.ts';

export const JAVASCRIPT_PAGES: Array<{ name: string; routeId: string; budgetKB: number }> = [
  { name: 'home (/en)', routeId: 'home___en', budgetKB: 120 },
  { name: 'destination (/en/destinations/…)', routeId: 'destination___en', budgetKB: 120 },
  { name: 'blog list (/en/blog)', routeId: 'blog___en', budgetKB: 120 },
  { name: 'results (/en/results)', routeId: 'results___en', budgetKB: 150 },
  { name: 'success (/en/success)', routeId: 'success___en', budgetKB: 150 },
  { name: 'order details (/en/orderdetails)', routeId: 'orderdetails___en', budgetKB: 150 },
];

if (import.meta.main) {
  const shipped = javascriptShipped();
  const lines = JAVASCRIPT_PAGES.map(({ name, routeId, budgetKB }) => {
    const kb = shipped(routeId) / 1024;
    return `${name.padEnd(42)} ${`${kb.toFixed(1)} KB`.padStart(9)}  budget ${budgetKB} KB  ${kb <= budgetKB ? 'pass' : 'FAIL'}`;
  });
  process.stdout.write(
    [
      'JavaScript shipped per page (gzip, everything loaded before the page is interactive)',
      ...lines,
      '',
    ].join('\n'),
  );
}
