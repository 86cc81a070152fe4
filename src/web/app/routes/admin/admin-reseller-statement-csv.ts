import { stringify } from 'csv-stringify/sync';
import { splitLocalePath } from '#domain/i18n/locales.ts';
import { codedText } from '../../back-office/coded-text.ts';
import { readResellerStatement } from '../../back-office/reseller-statement.server.ts';
import { needs } from '../../back-office/staff-only.server.ts';
import { siteIntl } from '../../i18n/site-intl.ts';
import type { Route } from './+types/admin-reseller-statement-csv.ts';

export const middleware: Route.MiddlewareFunction[] = [needs('manageResellers')];

/** A reseller's ledger for a period as CSV, amounts in cents with the running credit used. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { period, ...statement } = await readResellerStatement(request, params.userId, context);
  const intl = siteIntl(splitLocalePath(new URL(request.url).pathname).locale);
  let balance = statement.opening;
  const rows = [
    [period.fromDay, 'opening', '', '', '', balance],
    ...statement.entries.map((entry) => {
      balance += entry.amount;
      return [
        entry.createdAt,
        entry.kind,
        codedText(intl, 'adminLedgerReason', entry.reason),
        entry.orderId ?? '',
        entry.amount,
        balance,
      ];
    }),
  ];
  const csv = stringify(rows, {
    header: true,
    columns: ['at', 'kind', 'reason', 'order_id', 'amount_cents', 'credit_used_cents'],
    escape_formulas: true,
  });
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="reseller-${statement.reseller.userId}-${period.fromDay}-${period.toDay}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
