import { localePrefix } from '#domain/i18n/locales.ts';
import { Link } from '../components/link.tsx';
import { LinkConfirmation, LinkOutcome, linkTokenLoader } from '../components/link-confirmation.tsx';
import { readForm } from '../forms/read-form.server.ts';
import { FormattedMessage } from '../i18n/intl.tsx';
import { requestContext } from '../request-context.ts';
import { appPageMeta, NO_INDEX } from '../seo/route-seo.ts';
import { useRootData } from '../use-root-data.ts';
import type { Route } from './+types/activate-account.ts';

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...appPageMeta(matches, location.pathname, { title: 'activateTitle', description: 'activateText' }),
  NO_INDEX,
];

export const loader = linkTokenLoader;

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
          <LinkOutcome ok={actionData.activated} okKey="activateDone" failedKey="activateInvalid" />
          <p>
            <Link to={`${prefix}/login`} className="button button--primary">
              <FormattedMessage id="goToLogin" />
            </Link>
          </p>
        </>
      ) : (
        <LinkConfirmation
          action={`${prefix}/activate-account`}
          token={loaderData.token}
          textKey="activateText"
          buttonKey="activateButton"
        />
      )}
    </section>
  );
}
