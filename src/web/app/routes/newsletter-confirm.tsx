import { FormattedMessage } from 'react-intl';
import { Form } from 'react-router';
import { localePrefix } from '#domain/i18n/locales.ts';
import { readForm } from '../forms/read-form.server.ts';
import { requestContext } from '../request-context.ts';
import { appPageMeta, NO_INDEX } from '../seo/route-seo.ts';
import { useRootData } from '../use-root-data.ts';
import type { Route } from './+types/newsletter-confirm.ts';

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...appPageMeta(matches, location.pathname, {
    title: 'newsletterConfirmTitle',
    description: 'newsletterText',
  }),
  NO_INDEX,
];

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

/** Confirming takes a press of a button: mail scanners that open links must not subscribe anyone. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context.get(requestContext);
  const { token } = await readForm(request, ['token']);
  return { outcome: await services.confirmNewsletterSubscription.execute({ token: token ?? '' }) };
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = useRootData();
  return (
    <section className="container narrow-page" aria-labelledby="newsletter-confirm-title">
      <h1 id="newsletter-confirm-title">
        <FormattedMessage id="newsletterConfirmTitle" />
      </h1>
      {actionData ? (
        <p
          role="status"
          className={actionData.outcome === 'confirmed' ? 'notice notice--ok' : 'notice notice--error'}
        >
          <FormattedMessage
            id={actionData.outcome === 'confirmed' ? 'newsletterConfirmed' : 'newsletterConfirmInvalid'}
          />
        </p>
      ) : (
        <Form method="post" action={`${localePrefix(locale)}/newsletter/confirm`}>
          <p>
            <FormattedMessage id="newsletterConfirmText" />
          </p>
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="button button--primary">
            <FormattedMessage id="newsletterConfirmButton" />
          </button>
        </Form>
      )}
    </section>
  );
}
