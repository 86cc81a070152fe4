import { redirect } from 'react-router';
import { grantedPermissions } from '#domain/auth/scope.ts';
import { localePrefix, splitLocalePath } from '#domain/i18n/locales.ts';
import { signedInOnly } from '../auth/route-access.server.ts';
import { sessionContext } from '../auth/session.server.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import { pagePath } from '../page-path.ts';
import { requestContext } from '../request-context.ts';
import { appPageMeta, NO_INDEX } from '../seo/route-seo.ts';
import type { Route } from './+types/test-auth-flow.ts';

/** A protected page: visitors are sent to sign in and brought back here afterwards. */
export const middleware: Route.MiddlewareFunction[] = [signedInOnly];

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...appPageMeta(matches, location.pathname, { title: 'authFlowTitle', description: 'authFlowSignedIn' }),
  NO_INDEX,
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const user = await services.auth.currentUser.get({ actor: context.get(sessionContext) });
  if (!user.ok) throw redirect(`${localePrefix(splitLocalePath(pagePath(request)).locale)}/login`);
  const { name, email, scope } = user.value;
  return { name, email, permissions: grantedPermissions({ scope }) };
}

export default function TestAuthFlow({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const none = intl.formatMessage({ id: 'authFlowNone' });
  return (
    <section className="container narrow-page account-page" aria-labelledby="auth-flow-title">
      <h1 id="auth-flow-title">
        <FormattedMessage id="authFlowTitle" />
      </h1>
      <p role="status" className="notice notice--ok">
        <FormattedMessage id="authFlowSignedIn" />
      </p>
      <dl className="account-page__details">
        <dt>
          <FormattedMessage id="authFlowName" />
        </dt>
        <dd>{loaderData.name ?? none}</dd>
        <dt>
          <FormattedMessage id="authFlowEmail" />
        </dt>
        <dd>{loaderData.email}</dd>
        <dt>
          <FormattedMessage id="authFlowScope" />
        </dt>
        <dd>{loaderData.permissions.length > 0 ? loaderData.permissions.join(', ') : none}</dd>
      </dl>
    </section>
  );
}
