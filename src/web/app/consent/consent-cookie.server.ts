import { stringifySetCookie } from 'cookie';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  type Consent,
  consentCookieValue,
} from '#domain/consent/consent.ts';

/**
 * The saved choice: a year, SameSite=Lax, HttpOnly (only the server reads it: the banner is rendered
 * with the page).
 */
export function consentSetCookie(consent: Consent, secure: boolean): string {
  return stringifySetCookie({
    name: CONSENT_COOKIE,
    value: consentCookieValue(consent),
    path: '/',
    maxAge: CONSENT_MAX_AGE_SECONDS,
    sameSite: 'lax',
    httpOnly: true,
    secure,
  });
}
