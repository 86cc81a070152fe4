/**
 * The visitor's cookie choice (issue #10 item 8). Necessary cookies need no consent; marketing is the
 * one purpose a visitor opts into. `null` everywhere means "not chosen yet": the banner shows and
 * nothing is sent, exactly as for a refusal.
 */
export interface Consent {
  marketing: boolean;
}

export const CONSENT_COOKIE = 'kyma_consent';

/** A year, as the banner promises; a later version of the text bumps `v1` and asks again. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 3600;

const VALUE = /^v1:marketing=([01])$/;

/** The saved choice; anything else (absent, an older version, tampered) asks again. */
export function parseConsent(value: string | undefined): Consent | null {
  const match = value ? VALUE.exec(value) : null;
  return match ? { marketing: match[1] === '1' } : null;
}

export function consentCookieValue(consent: Consent): string {
  return `v1:marketing=${consent.marketing ? 1 : 0}`;
}

/** What a posted banner form means; null for a form no banner sends. */
export function consentFromChoice(choice: unknown, marketingTicked: boolean): Consent | null {
  switch (choice) {
    case 'all':
      return { marketing: true };
    case 'necessary':
      return { marketing: false };
    case 'chosen':
      return { marketing: marketingTicked };
    default:
      return null;
  }
}

export const marketingAllowed = (consent: Consent | null): boolean => consent?.marketing === true;
