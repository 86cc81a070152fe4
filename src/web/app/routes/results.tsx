import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { localePrefix } from '../../../domain/i18n/locales.ts';
import { appPageMeta, NO_INDEX } from '../seo/route-seo.ts';
import { useRootData } from '../use-root-data.ts';
import type { Route } from './+types/results.ts';

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...appPageMeta(matches, location.pathname, { title: 'resultsEmptyTitle', description: 'resultsEmptyText' }),
  NO_INDEX,
];

/** The results step of the booking wizard; without a search yet it says how to start one. */
export default function Results() {
  const { locale } = useRootData();
  return (
    <section className="container empty-state" aria-labelledby="results-title">
      <h1 id="results-title">
        <FormattedMessage id="resultsEmptyTitle" />
      </h1>
      <p>
        <FormattedMessage id="resultsEmptyText" />
      </p>
      <Link className="button button--primary" to={localePrefix(locale) || '/'}>
        <FormattedMessage id="resultsEmptyAction" />
      </Link>
    </section>
  );
}
