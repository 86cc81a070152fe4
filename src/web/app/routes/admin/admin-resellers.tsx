import { redirect } from 'react-router';
import { invalidFields } from '#application/back-office/staff-access.ts';
import { RESELLER_FORM_FIELDS, readResellerForm } from '#domain/back-office/reseller-forms.ts';
import { splitLocalePath } from '#domain/i18n/locales.ts';
import { sessionContext } from '../../auth/session.server.ts';
import { activeText } from '../../back-office/admin-format.ts';
import { AdminListPage } from '../../back-office/admin-list-page.tsx';
import { adminMeta } from '../../back-office/admin-meta.ts';
import { adminPath } from '../../back-office/admin-paths.ts';
import { CreateForm } from '../../back-office/create-form.tsx';
import { ResellerFields } from '../../back-office/reseller-fields.tsx';
import { answerOf, needs, throwRefusal } from '../../back-office/staff-only.server.ts';
import { moneyText } from '../../booking/booking-text.ts';
import { Link } from '../../components/link.tsx';
import { readForm } from '../../forms/read-form.server.ts';
import { useIntl } from '../../i18n/intl.tsx';
import { pagePath } from '../../page-path.ts';
import { requestContext } from '../../request-context.ts';
import { useRootData } from '../../use-root-data.ts';
import type { Route } from './+types/admin-resellers.ts';

export const middleware: Route.MiddlewareFunction[] = [needs('manageResellers')];

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminResellersTitle');

export async function loader({ request, context }: Route.LoaderArgs) {
  const result = await context.get(requestContext).services.backOffice.listResellers.execute({
    actor: context.get(sessionContext),
  });
  if (!result.ok) throwRefusal(request, result.error);
  return { resellers: result.value };
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = readResellerForm(await readForm(request, [...RESELLER_FORM_FIELDS]));
  if (!read.ok) return answerOf(request, 'createReseller', invalidFields(read.fields));
  const { locale } = splitLocalePath(pagePath(request));
  const result = await context.get(requestContext).services.backOffice.createReseller.execute({
    actor: context.get(sessionContext),
    form: read.value,
    locale,
  });
  if (!result.ok) return answerOf(request, 'createReseller', result);
  return redirect(adminPath(locale, `/resellers/${result.value}`));
}

export default function AdminResellers({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = useRootData();
  const intl = useIntl();
  return (
    <AdminListPage
      name="resellers"
      titleKey="adminResellersTitle"
      columns={[
        'adminResellerCompany',
        'adminResellerUser',
        'adminResellerLimit',
        'adminResellerUsed',
        'adminBookingsStatus',
      ]}
      rows={loaderData.resellers}
      row={(reseller) => (
        <tr key={reseller.userId}>
          <td>
            <Link to={adminPath(locale, `/resellers/${reseller.userId}`)}>{reseller.companyName}</Link>
          </td>
          <td>{reseller.userEmail}</td>
          <td className="admin-table__money">{moneyText(reseller.creditLimit, locale)}</td>
          <td className="admin-table__money">{moneyText(reseller.creditUsed, locale)}</td>
          <td>{activeText(intl, reseller.active)}</td>
        </tr>
      )}
    >
      <CreateForm
        id="new-reseller-title"
        titleKey="adminResellerNew"
        submitKey="adminResellerCreate"
        answer={actionData}
      >
        <ResellerFields />
      </CreateForm>
    </AdminListPage>
  );
}
