import { stringify } from 'csv-stringify/sync';
import { sessionContext } from '../../auth/session.server.ts';
import { needs, throwRefusal } from '../../back-office/staff-only.server.ts';
import { subscriberQuery } from '../../back-office/subscriber-query.ts';
import { requestContext } from '../../request-context.ts';
import type { Route } from './+types/admin-newsletter-csv.ts';

export const middleware: Route.MiddlewareFunction[] = [needs('viewNewsletter')];

/**
 * A group's sign-ups as CSV for a mailing tool. Cells that a spreadsheet would run as a formula (`=`, `+`,
 * `-`, `@`) are escaped: an address typed by a visitor must not become a command on staff's computer.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = subscriberQuery(new URL(request.url).searchParams, '');
  const result = await context.get(requestContext).services.backOffice.listSubscribers.execute({
    actor: context.get(sessionContext),
    group: query.group,
    status: query.status,
    page: 'all',
  });
  if (!result.ok) throwRefusal(request, result.error);
  const csv = stringify(
    result.value.subscribers.map((s) => [
      s.email,
      s.group,
      s.locale,
      s.status,
      s.requestedAt,
      s.confirmedAt ?? '',
    ]),
    {
      header: true,
      columns: ['email', 'group', 'language', 'status', 'requested_at', 'confirmed_at'],
      escape_formulas: true,
    },
  );
  const name = `newsletter-${query.group.replace(/[^\w-]/g, '_') || 'all'}${query.status ? `-${query.status}` : ''}.csv`;
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
