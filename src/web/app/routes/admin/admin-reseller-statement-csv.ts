import { stringify } from 'csv-stringify/sync';
import { sessionContext } from '../../auth/session.server.ts';
import { needs, throwRefusal } from '../../back-office/staff-only.server.ts';
import { statementPeriod } from '../../back-office/statement-period.ts';
import { requestContext } from '../../request-context.ts';
import type { Route } from './+types/admin-reseller-statement-csv.ts';

export const middleware: Route.MiddlewareFunction[] = [needs('manageResellers')];

/** A reseller's ledger for a period as CSV, amounts in cents with the running credit used. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const period = statementPeriod(new URL(request.url).searchParams, new Date());
  const result = await context.get(requestContext).services.backOffice.resellers.read({
    actor: context.get(sessionContext),
    userId: params.userId,
    from: period.from,
    to: period.to,
  });
  if (!result.ok) throwRefusal(request, result.error);
  let balance = result.value.opening;
  const rows = [
    [period.fromDay, 'opening', '', '', '', balance],
    ...result.value.entries.map((entry) => {
      balance += entry.amount;
      return [entry.createdAt, entry.kind, entry.reason, entry.orderId ?? '', entry.amount, balance];
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
      'Content-Disposition': `attachment; filename="reseller-${result.value.reseller.userId}-${period.fromDay}-${period.toDay}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
