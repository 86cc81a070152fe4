import { sessionContext } from '../../auth/session.server.ts';
import { stamp } from '../../back-office/admin-format.ts';
import { AdminListPage } from '../../back-office/admin-list-page.tsx';
import { adminMeta } from '../../back-office/admin-meta.ts';
import { adminPath } from '../../back-office/admin-paths.ts';
import { AdminTable } from '../../back-office/admin-table.tsx';
import { needs, throwRefusal } from '../../back-office/staff-only.server.ts';
import { subscriberQuery } from '../../back-office/subscriber-query.ts';
import { Link } from '../../components/link.tsx';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { requestContext } from '../../request-context.ts';
import { useRootData } from '../../use-root-data.ts';
import type { Route } from './+types/admin-newsletter.ts';

export const middleware: Route.MiddlewareFunction[] = [needs('viewNewsletter')];

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminNewsletterTitle');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { listNewsletterGroups, listSubscribers } = context.get(requestContext).services.backOffice;
  const actor = context.get(sessionContext);
  const groups = await listNewsletterGroups.execute({ actor });
  if (!groups.ok) throwRefusal(request, groups.error);
  const query = subscriberQuery(new URL(request.url).searchParams, groups.value[0]?.group ?? '');
  const page = await listSubscribers.execute({ actor, ...query });
  if (!page.ok) throwRefusal(request, page.error);
  return { groups: groups.value, ...query, ...page.value };
}

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  const { groups, group, status, page, subscribers, total, perPage } = loaderData;
  const intl = useIntl();
  return (
    <AdminListPage
      name="newsletter"
      titleKey="adminNewsletterTitle"
      filters={
        <>
          <NewsletterGroups groups={groups} group={group} />
          {group && <SubscriberTabs group={group} status={status} />}
        </>
      }
      caption={<FormattedMessage id="adminNewsletterSubscribers" values={{ group, count: total }} />}
      columns={[
        'adminOrderEmail',
        'adminChatLanguage',
        'adminBookingsStatus',
        'adminNewsletterRequested',
        'adminNewsletterConfirmed',
      ]}
      rows={subscribers}
      row={(subscriber) => (
        <tr key={subscriber.email}>
          <td>{subscriber.email}</td>
          <td>{subscriber.locale}</td>
          <td>{intl.formatMessage({ id: `adminSubscription.${subscriber.status}` })}</td>
          <td>{stamp(subscriber.requestedAt)}</td>
          <td>{stamp(subscriber.confirmedAt)}</td>
        </tr>
      )}
      pager={{ page, total, perPage }}
    />
  );
}

type LoaderData = Route.ComponentProps['loaderData'];

/** Every group with its count per state; choosing one lists its subscribers. */
function NewsletterGroups({ groups, group }: Pick<LoaderData, 'groups' | 'group'>) {
  const { locale } = useRootData();
  return (
    <AdminTable
      caption={<FormattedMessage id="adminNewsletterGroups" />}
      columns={[
        'adminNewsletterGroup',
        'adminSubscription.confirmed',
        'adminSubscription.pending',
        'adminSubscription.unsubscribed',
      ]}
    >
      {groups.map((row) => (
        <tr key={row.group}>
          <td>
            <Link
              to={`${adminPath(locale, '/newsletter')}?${new URLSearchParams({ group: row.group })}`}
              aria-current={row.group === group ? 'page' : undefined}
            >
              {row.group}
            </Link>
          </td>
          <td>{row.counts.confirmed}</td>
          <td>{row.counts.pending}</td>
          <td>{row.counts.unsubscribed}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** The chosen group's subscribers by state, and the CSV of what is shown. */
function SubscriberTabs({ group, status }: Pick<LoaderData, 'group' | 'status'>) {
  const { locale } = useRootData();
  const intl = useIntl();
  const csv = `${adminPath(locale, '/newsletter.csv')}?${new URLSearchParams({ group, ...(status ? { status } : {}) })}`;
  return (
    <>
      <nav className="admin-tabs" aria-label={intl.formatMessage({ id: 'adminBookingsStatus' })}>
        {[null, 'confirmed', 'pending', 'unsubscribed'].map((value) => (
          <Link
            key={value ?? 'all'}
            to={`${adminPath(locale, '/newsletter')}?${new URLSearchParams({ group, ...(value ? { status: value } : {}) })}`}
            aria-current={value === status ? 'page' : undefined}
          >
            {intl.formatMessage({ id: value ? `adminSubscription.${value}` : 'adminAny' })}
          </Link>
        ))}
      </nav>
      <p>
        <a href={csv} className="button" download>
          <FormattedMessage id="adminNewsletterExport" />
        </a>
      </p>
    </>
  );
}
