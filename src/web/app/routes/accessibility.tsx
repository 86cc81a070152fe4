import { localePrefix } from '#domain/i18n/locales.ts';
import { Link } from '../components/link.tsx';
import { Breadcrumbs } from '../content/breadcrumbs.tsx';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import { appPageMeta } from '../seo/route-seo.ts';
import { useRootData } from '../use-root-data.ts';
import type { Route } from './+types/accessibility.ts';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  appPageMeta(matches, location.pathname, {
    title: 'accessibilityTitle',
    description: 'accessibilityDescription',
  });

/** The statement's sections, in reading order: each a heading and its paragraph in the catalogues. */
const SECTIONS = ['Standard', 'Measures', 'Limits', 'Assistance', 'Feedback'] as const;

/**
 * The accessibility statement (European Accessibility Act; issue #28 point 4): what the site meets, what
 * it does not yet, and how a traveller asks for assistance under Regulation (EU) 1177/2010.
 */
export default function Accessibility() {
  const intl = useIntl();
  const { locale } = useRootData();
  const title = intl.formatMessage({ id: 'accessibilityTitle' });
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: intl.formatMessage({ id: 'navHome' }), path: localePrefix(locale) || '/' },
          { name: title, path: `${localePrefix(locale)}/accessibility` },
        ]}
      />
      <div className="container accessibility-page">
        <h1>{title}</h1>
        <p className="list-page__intro">
          <FormattedMessage id="accessibilityDescription" />
        </p>
        {SECTIONS.map((section) => (
          <section key={section} aria-labelledby={`accessibility-${section}`}>
            <h2 id={`accessibility-${section}`}>
              <FormattedMessage id={`accessibility${section}Title`} />
            </h2>
            <p>
              <FormattedMessage id={`accessibility${section}`} />
            </p>
          </section>
        ))}
        <p>
          <Link to={`${localePrefix(locale)}/contact`}>
            <FormattedMessage id="accessibilityContact" />
          </Link>
        </p>
      </div>
    </>
  );
}
