import { Form } from 'react-router';
import { pageNumber } from '#domain/back-office/page-number.ts';
import { type LocaleCode, splitLocalePath } from '#domain/i18n/locales.ts';
import { sessionContext } from '../../auth/session.server.ts';
import { stamp } from '../../back-office/admin-format.ts';
import { AdminListPage } from '../../back-office/admin-list-page.tsx';
import { adminMeta } from '../../back-office/admin-meta.ts';
import { adminPath } from '../../back-office/admin-paths.ts';
import { kindParam, languageParam } from '../../back-office/content-params.server.ts';
import { LabelledField } from '../../back-office/labelled-field.tsx';
import { LanguageTabs } from '../../back-office/language-tabs.tsx';
import { needs, throwRefusal } from '../../back-office/staff-only.server.ts';
import { Link } from '../../components/link.tsx';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { pagePath } from '../../page-path.ts';
import { requestContext } from '../../request-context.ts';
import { useRootData } from '../../use-root-data.ts';
import type { Route } from './+types/admin-content-list.ts';

export const middleware: Route.MiddlewareFunction[] = [needs('editContent')];

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  adminMeta(matches, `adminContentKind.${loaderData?.kind ?? 'destinations'}`);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const kind = kindParam(request, params.kind);
  const search = new URL(request.url).searchParams;
  const language = languageParam(request, splitLocalePath(pagePath(request)).locale);
  const page = pageNumber(search.get('page'));
  const query = (search.get('q') ?? '').trim();
  const result = await context.get(requestContext).services.backOffice.listContentItems.execute({
    actor: context.get(sessionContext),
    kind,
    language,
    search: query,
    page,
  });
  if (!result.ok) throwRefusal(request, result.error);
  return { kind, language, query, page, ...result.value };
}

export default function AdminContentList({ loaderData }: Route.ComponentProps) {
  const { kind, language, query, page, rows, total, perPage } = loaderData;
  const { locale } = useRootData();
  const intl = useIntl();
  const itemPath = (id: number) => `${adminPath(locale, `/content/${kind}/${id}`)}?lang=${language}`;
  return (
    <AdminListPage
      name="content-list"
      titleKey={`adminContentKind.${kind}`}
      back={
        <p>
          <Link to={adminPath(locale, '/content')}>
            <FormattedMessage id="adminContentBack" />
          </Link>
        </p>
      }
      filters={<ContentFilters language={language} query={query} />}
      found={{ key: 'adminContentFound', count: total }}
      columns={['adminContentName', 'adminBookingsStatus', 'adminContentUpdated']}
      rows={rows}
      row={(row) => (
        <tr key={row.id}>
          <td>
            <Link to={itemPath(row.id)} lang={language}>
              {row.name || `#${row.id}`}
            </Link>
          </td>
          <td>{intl.formatMessage({ id: row.active ? 'adminCouponActive' : 'adminCouponInactive' })}</td>
          <td>{stamp(row.updatedAt)}</td>
        </tr>
      )}
      pager={{ page, total, perPage }}
    />
  );
}

/** The language being edited, and a search by name within it. */
function ContentFilters({ language, query }: { language: LocaleCode; query: string }) {
  return (
    <>
      <LanguageTabs current={language} />
      <Form method="get" className="admin-filters" role="search">
        <input type="hidden" name="lang" value={language} />
        <div className="admin-filters__search">
          <LabelledField id="q" label="adminContentSearch">
            <input id="q" name="q" type="search" defaultValue={query} maxLength={100} />
          </LabelledField>
          <div className="admin-filters__actions">
            <button type="submit" className="button button--primary">
              <FormattedMessage id="adminBookingsApply" />
            </button>
          </div>
        </div>
      </Form>
    </>
  );
}
