import { localePrefix } from '#domain/i18n/locales.ts';
import { newsletterSchema } from '#domain/validation/newsletter-schema.ts';
import { type NewsletterActionData, NewsletterForm } from '../components/newsletter-form.tsx';
import { answerForm } from '../forms/answer-form.server.ts';
import { FormattedMessage } from '../i18n/intl.tsx';
import { requestContext } from '../request-context.ts';
import { appPageMeta, NO_INDEX } from '../seo/route-seo.ts';
import { useRootData } from '../use-root-data.ts';
import type { Route } from './+types/newsletter.ts';

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...appPageMeta(matches, location.pathname, { title: 'newsletterTitle', description: 'newsletterText' }),
  NO_INDEX,
];

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context.get(requestContext);
  return answerForm({ request, context }, 'pending', newsletterSchema, (input) =>
    services.subscribeToNewsletter.execute(input),
  );
}

/** Where the footer form lands without JavaScript. */
export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const { locale } = useRootData();
  return (
    <div className="container narrow-page">
      <h1 id="newsletter-page-title">
        <FormattedMessage id="newsletterTitle" />
      </h1>
      <p>
        <FormattedMessage id="newsletterText" />
      </p>
      <NewsletterForm
        idPrefix="newsletter-page"
        action={`${localePrefix(locale)}/newsletter`}
        result={actionData as NewsletterActionData | undefined}
        pending={false}
      />
    </div>
  );
}
