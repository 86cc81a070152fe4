import { Form, useNavigation } from 'react-router';
import { STAFF_ROLES, type StaffRole } from '#domain/back-office/staff-permissions.ts';
import { sessionContext } from '../../auth/session.server.ts';
import { ActionNotice } from '../../back-office/action-notice.tsx';
import { AdminListPage } from '../../back-office/admin-list-page.tsx';
import { adminMeta } from '../../back-office/admin-meta.ts';
import { LabelledField } from '../../back-office/labelled-field.tsx';
import { answerOf, needs, throwRefusal } from '../../back-office/staff-only.server.ts';
import { readForm } from '../../forms/read-form.server.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { requestContext } from '../../request-context.ts';
import type { Route } from './+types/admin-users.ts';

export const middleware: Route.MiddlewareFunction[] = [needs('manageUsers')];

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminUsersTitle');

export async function loader({ request, context }: Route.LoaderArgs) {
  const email = new URL(request.url).searchParams.get('email') ?? '';
  const result = await context.get(requestContext).services.backOffice.searchStaffUsers.execute({
    actor: context.get(sessionContext),
    email,
  });
  if (!result.ok) throwRefusal(request, result.error);
  return { users: result.value, email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, ['user', ...STAFF_ROLES]);
  const roles = STAFF_ROLES.filter((role) => form[role] === 'on');
  const result = await context.get(requestContext).services.backOffice.setStaffRoles.execute({
    actor: context.get(sessionContext),
    userId: String(form.user ?? ''),
    roles: roles as StaffRole[],
  });
  return answerOf(request, 'setRoles', result);
}

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminListPage
      name="users"
      titleKey="adminUsersTitle"
      filters={
        <>
          <Form method="get" className="admin-filters" role="search">
            <LabelledField id="user-email" label="adminOrderEmail">
              <input
                id="user-email"
                name="email"
                type="search"
                defaultValue={loaderData.email}
                maxLength={200}
              />
            </LabelledField>
            <div className="admin-filters__actions">
              <button type="submit" className="button button--primary">
                <FormattedMessage id="adminBookingsApply" />
              </button>
            </div>
          </Form>
          <ActionNotice answer={actionData} />
        </>
      }
      columns={['adminOrderEmail', 'adminUsersRoles']}
      rows={loaderData.users}
      row={(user) => <UserRow key={user.id} user={user} />}
    />
  );
}

/** A staff member, and the roles an administrator gives or takes away. */
function UserRow({ user }: { user: Route.ComponentProps['loaderData']['users'][number] }) {
  const intl = useIntl();
  const busy = useNavigation().state === 'submitting';
  return (
    <tr>
      <td>
        {user.email}
        {user.name && <span className="admin-muted"> · {user.name}</span>}
        {!user.active && (
          <span className="admin-muted">
            {' · '}
            <FormattedMessage id="adminUsersInactive" />
          </span>
        )}
      </td>
      <td>
        <Form
          method="post"
          className="admin-inline-form"
          aria-label={intl.formatMessage({ id: 'adminUsersRolesOf' }, { email: user.email })}
        >
          <input type="hidden" name="user" value={user.id} />
          {STAFF_ROLES.map((role) => (
            <label key={role} className="admin-check">
              <input type="checkbox" name={role} defaultChecked={user.roles.includes(role)} />
              {intl.formatMessage({ id: `adminRole.${role}` })}
            </label>
          ))}
          <button type="submit" className="button button--small" disabled={busy}>
            <FormattedMessage id="adminUsersSave" />
          </button>
        </Form>
      </td>
    </tr>
  );
}
