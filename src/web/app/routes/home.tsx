import { FormattedMessage } from 'react-intl';
import { appPageMeta } from '../seo/route-seo.ts';
import type { Route } from './+types/home.ts';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  appPageMeta(matches, location.pathname, { description: 'homeDescription' });

const REASONS = ['whyCompare', 'whyNoHiddenFees', 'whyDestinations'] as const;

export default function Home() {
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1 className="hero__title">
            <FormattedMessage id="homeTitle" />
          </h1>
          <p className="hero__description">
            <FormattedMessage id="homeDescription" />
          </p>
        </div>
      </section>
      <section className="container reasons" aria-labelledby="reasons-title">
        <h2 id="reasons-title">
          <FormattedMessage id="whyTitle" />
        </h2>
        <ul className="reasons__list">
          {REASONS.map((reason) => (
            <li key={reason}>
              <FormattedMessage id={reason} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
