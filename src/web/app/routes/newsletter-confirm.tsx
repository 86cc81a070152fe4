import { localePrefix } from '#domain/i18n/locales.ts';
import { LinkConfirmation, LinkOutcome, linkTokenLoader } from '../components/link-confirmation.tsx';
import { readForm } from '../forms/read-form.server.ts';
import { FormattedMessage } from '../i18n/intl.tsx';
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

export const loader = linkTokenLoader;

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
        <LinkOutcome
          ok={actionData.outcome === 'confirmed'}
          okKey="newsletterConfirmed"
          failedKey="newsletterConfirmInvalid"
        />
      ) : (
        <LinkConfirmation
          action={`${localePrefix(locale)}/newsletter/confirm`}
          token={loaderData.token}
          textKey="newsletterConfirmText"
          buttonKey="newsletterConfirmButton"
        />
      )}
    </section>
  );
}
