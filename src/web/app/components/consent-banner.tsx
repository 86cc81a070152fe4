import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type Consent, consentFromChoice } from '#domain/consent/consent.ts';
import { FormattedMessage } from '../i18n/intl.tsx';

/** The banner's id: the footer's "Cookie settings" link targets it, which reopens it without JavaScript. */
export const CONSENT_SETTINGS_ID = 'cookie-settings';

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
  const [chosen, setChosen] = useState<Consent | null>(consent);
  useEffect(() => setChosen(consent), [consent]);
  const location = useLocation();
  const navigate = useNavigate();
  const banner = useRef<HTMLElement>(null);
  const reopened = location.hash === `#${CONSENT_SETTINGS_ID}`;
  // Closed after a choice made in place: the address loses its hash, but browsers keep `:target` on it.
  const [closed, setClosed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each click of the footer link (a new location key) reopens
  useEffect(() => {
    if (!reopened) return;
    setClosed(false);
    banner.current?.focus();
  }, [reopened, location.key]);

  async function submitInPlace(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const body = new FormData(form, submitter);
    body.set('answer', 'none');
    const answer = await fetch(form.action, { method: 'POST', body }).catch(() => null);
    if (!answer?.ok) {
      // Let the browser post it the plain way, which answers with a page either way.
      const choice = Object.assign(document.createElement('input'), {
        type: 'hidden',
        name: 'choice',
        value: body.get('choice'),
      });
      form.append(choice);
      form.submit();
      return;
    }
    setChosen(consentFromChoice(body.get('choice'), body.get('marketing') === '1'));
    setClosed(true);
    if (reopened)
      navigate(
        { pathname: location.pathname, search: location.search },
        { replace: true, preventScrollReset: true },
      );
    document.getElementById('main')?.focus({ preventScroll: true });
  }

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
                key={String(chosen?.marketing)}
                id="consent-marketing"
                type="checkbox"
                name="marketing"
                value="1"
                defaultChecked={chosen?.marketing === true}
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
      </form>
    </section>
  );
}
