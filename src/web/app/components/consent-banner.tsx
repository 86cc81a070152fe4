import { useLocation } from 'react-router';
import type { Consent } from '#domain/consent/consent.ts';
import { FormattedMessage } from '../i18n/intl.tsx';
import { CONSENT_SETTINGS_ID, useConsentBanner } from './use-consent-banner.ts';

/**
 * The cookie banner on every page (issue #10 item 8): a region in the page's own flow, shown above the
 * header but last in the document, so the skip link stays the first stop and the banner the last; never
 * a dialog that traps focus, never laid over the page (a banner pinned to the window hides the links and
 * fields under it, which axe's target-size and WCAG's "focus not obscured" refuse). Its buttons are a plain form posted
 * to `/consent`; with JavaScript the post happens in place and the banner goes without reloading the
 * page. Once chosen it is still rendered but hidden, and the footer link (`#cookie-settings`) shows it
 * again through `:target`.
 */
export function ConsentBanner({ consent }: { consent: Consent | null }) {
  const { chosen, closed, banner, submitInPlace } = useConsentBanner(consent);
  const location = useLocation();
  return (
    <section
      ref={banner}
      id={CONSENT_SETTINGS_ID}
      className={['consent-banner', chosen && 'consent-banner--chosen', closed && 'consent-banner--closed']
        .filter(Boolean)
        .join(' ')}
      aria-labelledby="consent-title"
      tabIndex={-1}
    >
      <form
        className="container consent-banner__inner"
        method="post"
        action="/consent"
        onSubmit={submitInPlace}
      >
        <input type="hidden" name="to" value={`${location.pathname}${location.search}`} />
        <div className="consent-banner__text">
          <h2 id="consent-title" className="consent-banner__title">
            <FormattedMessage id="consentTitle" />
          </h2>
          <p>
            <FormattedMessage id="consentText" />
          </p>
        </div>
        <div className="consent-banner__actions">
          <button type="submit" name="choice" value="necessary" className="button button--primary">
            <FormattedMessage id="consentNecessaryOnly" />
          </button>
          <button type="submit" name="choice" value="all" className="button button--primary">
            <FormattedMessage id="consentAcceptAll" />
          </button>
        </div>
        <ConsentPurposes marketing={chosen?.marketing} />
      </form>
    </section>
  );
}

/** "Let me choose": each purpose with what it is for; the necessary cookies cannot be refused. */
function ConsentPurposes({ marketing }: { marketing: boolean | undefined }) {
  return (
    <details className="consent-banner__choose">
      <summary>
        <FormattedMessage id="consentChoose" />
      </summary>
      <div className="consent-banner__purposes">
        {/* The purpose's name labels its box; the explanation describes it, so the name stays short. */}
        <div className="consent-banner__purpose">
          <input
            id="consent-necessary"
            type="checkbox"
            checked
            disabled
            aria-describedby="consent-necessary-hint"
          />
          <span>
            <label htmlFor="consent-necessary">
              <strong>
                <FormattedMessage id="consentNecessaryLabel" />
              </strong>
            </label>{' '}
            <span id="consent-necessary-hint">
              <FormattedMessage id="consentNecessaryHint" />
            </span>
          </span>
        </div>
        <div className="consent-banner__purpose">
          {/* Keyed by the saved choice: a default only applies to a new input, and the choice can change in place. */}
          <input
            key={String(marketing)}
            id="consent-marketing"
            type="checkbox"
            name="marketing"
            value="1"
            defaultChecked={marketing === true}
            aria-describedby="consent-marketing-hint"
          />
          <span>
            <label htmlFor="consent-marketing">
              <strong>
                <FormattedMessage id="consentMarketingLabel" />
              </strong>
            </label>{' '}
            <span id="consent-marketing-hint">
              <FormattedMessage id="consentMarketingHint" />
            </span>
          </span>
        </div>
        <button type="submit" name="choice" value="chosen" className="button button--primary">
          <FormattedMessage id="consentSave" />
        </button>
      </div>
    </details>
  );
}
