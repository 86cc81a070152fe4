import { FormattedMessage } from 'react-intl';
import { Form, Link } from 'react-router';
import { localePrefix } from '#domain/i18n/locales.ts';
import { readForm } from '../forms/read-form.server.ts';
import { requestContext } from '../request-context.ts';
import { appPageMeta, NO_INDEX } from '../seo/route-seo.ts';
import { useRootData } from '../use-root-data.ts';
import type { Route } from './+types/activate-account.ts';

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...appPageMeta(matches, location.pathname, { title: 'activateTitle', description: 'activateText' }),
  NO_INDEX,
];

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

/** Activating takes a press of a button: mail scanners that open links must not activate anyone. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context.get(requestContext);
  const { token } = await readForm(request, ['token']);
  const result = await services.auth.activateAccount.execute({ token });
  return { activated: result.ok };
}

export default function ActivateAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = useRootData();
  const prefix = localePrefix(locale);
  return (
    <section className="container narrow-page account-page" aria-labelledby="activate-title">
      <h1 id="activate-title">
        <FormattedMessage id="activateTitle" />
      </h1>
      {actionData ? (
        <>
          <p role="status" className={actionData.activated ? 'notice notice--ok' : 'notice notice--error'}>
            <FormattedMessage id={actionData.activated ? 'activateDone' : 'activateInvalid'} />
          </p>
          <p>
            <Link to={`${prefix}/login`} className="button button--primary">
              <FormattedMessage id="goToLogin" />
            </Link>
          </p>
        </>
      ) : (
        <Form method="post" action={`${prefix}/activate-account`}>
          <p>
            <FormattedMessage id="activateText" />
          </p>
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="button button--primary">
            <FormattedMessage id="activateButton" />
          </button>
        </Form>
      )}
    </section>
  );
}
