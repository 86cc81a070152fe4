import { CONTENT_KINDS } from '#domain/back-office/content-kinds.ts';
import { pageNumber } from '#domain/back-office/page-number.ts';
import { sessionContext } from '../../auth/session.server.ts';
import { stamp } from '../../back-office/admin-format.ts';
import { AdminListPage } from '../../back-office/admin-list-page.tsx';
import { adminMeta } from '../../back-office/admin-meta.ts';
import { adminPath } from '../../back-office/admin-paths.ts';
import { needs, throwRefusal } from '../../back-office/staff-only.server.ts';
import { Link } from '../../components/link.tsx';
import { useIntl } from '../../i18n/intl.tsx';
import { requestContext } from '../../request-context.ts';
import { useRootData } from '../../use-root-data.ts';
import type { Route } from './+types/admin-audit.ts';

export const middleware: Route.MiddlewareFunction[] = [needs('viewAudit')];

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminAuditTitle');

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageNumber(new URL(request.url).searchParams.get('page'));
  const result = await context.get(requestContext).services.backOffice.readAuditLog.execute({
    actor: context.get(sessionContext),
    page,
  });
  if (!result.ok) throwRefusal(request, result.error);
  return { ...result.value, page };
}

/** Where an entry's subject lives in the back office, when it has a page. */
function subjectPath(type: string, id: string): string | null {
  if (type === 'order') return `/bookings/${id}`;
  if (type === 'chat') return `/chat/${id}`;
  if (type === 'coupon') return `/coupons/${id}`;
  if (type === 'reseller') return `/resellers/${id}`;
  if (Object.hasOwn(CONTENT_KINDS, type)) return `/content/${type}/${id}`;
  return null;
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { entries, total, perPage, page } = loaderData;
  return (
    <AdminListPage
      name="audit"
      titleKey="adminAuditTitle"
      columns={[
        'adminOrderWhen',
        'adminOrderBy',
        'adminAuditAction',
        'adminAuditSubject',
        'adminAuditBefore',
        'adminAuditAfter',
      ]}
      rows={entries}
      row={(entry) => <AuditRow key={entry.id} entry={entry} />}
      pager={{ page, total, perPage }}
    />
  );
}

/** One audit entry: who did what to which row, with the row before and after. */
function AuditRow({ entry }: { entry: Route.ComponentProps['loaderData']['entries'][number] }) {
  const { locale } = useRootData();
  const intl = useIntl();
  const path = subjectPath(entry.subjectType, entry.subjectId);
  return (
    <tr>
      <td>{stamp(entry.at)}</td>
      <td>{entry.actorEmail}</td>
      <td>{intl.formatMessage({ id: `adminAudit.${entry.action}` })}</td>
      <td>
        {path ? (
          <Link to={adminPath(locale, path)}>{entry.subjectType}</Link>
        ) : (
          `${entry.subjectType} ${entry.subjectId}`
        )}
      </td>
      <td>
        <code>{JSON.stringify(entry.before)}</code>
      </td>
      <td>
        <code>{JSON.stringify(entry.after)}</code>
      </td>
    </tr>
  );
}
