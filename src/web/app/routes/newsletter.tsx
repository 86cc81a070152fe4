import { FormattedMessage } from 'react-intl';
import { data } from 'react-router';
import { localePrefix, splitLocalePath } from '../../../domain/i18n/locales.ts';
import { type NewsletterActionData, NewsletterForm } from '../components/newsletter-form.tsx';
import { pagePath } from '../page-path.ts';
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
  const { locale } = splitLocalePath(pagePath(request));
  const form = Object.fromEntries(await request.formData());
  try {
    const result = await services.subscribeToNewsletter.execute({ form, locale });
    if (result.ok) return { status: 'pending' } satisfies NewsletterActionData;
    return { status: 'invalid', fields: result.error.fields } satisfies NewsletterActionData;
  } catch (error) {
    console.error(error);
    return data({ status: 'failed' } satisfies NewsletterActionData, { status: 503 });
  }
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
