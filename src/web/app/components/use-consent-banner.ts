import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type Consent, consentFromChoice } from '#domain/consent/consent.ts';

/** The banner's id: the footer's "Cookie settings" link targets it, which reopens it without JavaScript. */
export const CONSENT_SETTINGS_ID = 'cookie-settings';

/**
 * The cookie banner's state: the saved choice, whether it was just closed in place, its reopening by the
 * footer link, and the post of a choice in place (falling back to the plain form post).
 */
export function useConsentBanner(consent: Consent | null) {
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

  return { chosen, closed, banner, submitInPlace };
}
