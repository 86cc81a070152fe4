import type { Session } from '#application/auth/auth-helpers.ts';
import {
  ACCESS_COOKIE,
  accountSetCookie,
  expiredAccountCookie,
  REDIRECT_COOKIE,
  REFRESH_COOKIE,
  refreshSetCookie,
} from '../../api/auth-cookies.ts';
import { readCookie } from '../../server/cookies.ts';

/** The saved page to return to after signing in is short-lived: it belongs to this visit only. */
const REDIRECT_MAX_AGE_SECONDS = 30 * 60;

/** The name a Set-Cookie header sets. */
export const cookieName = (setCookie: string) => setCookie.slice(0, setCookie.indexOf('=')).trim();

export interface SessionCookies {
  accessToken: string | undefined;
  refreshToken: string | undefined;
  redirect: string | undefined;
}

export function readSessionCookies(cookieHeader: string | null): SessionCookies {
  const header = cookieHeader ?? undefined;
  return {
    accessToken: readCookie(header, ACCESS_COOKIE),
    refreshToken: readCookie(header, REFRESH_COOKIE),
    redirect: readCookie(header, REDIRECT_COOKIE),
  };
}

/**
 * A sign-in as the pages keep it: the access token lives exactly as long as it is valid, the refresh
 * token (the same cookie the JSON API rotates) until its own expiry.
 */
export function sessionSetCookies(session: Session, secure: boolean): string[] {
  return [
    accountSetCookie(ACCESS_COOKIE, session.accessToken, { secure, maxAgeSeconds: session.expiresIn }),
    refreshSetCookie(session.refreshToken, session.refreshExpiresIn, secure),
  ];
}

export const clearedSessionCookies = (secure: boolean): string[] => [
  expiredAccountCookie(ACCESS_COOKIE, secure),
  expiredAccountCookie(REFRESH_COOKIE, secure),
];

export const savedRedirectCookie = (path: string, secure: boolean): string =>
  accountSetCookie(REDIRECT_COOKIE, path, { secure, maxAgeSeconds: REDIRECT_MAX_AGE_SECONDS });

export const clearedRedirectCookie = (secure: boolean): string =>
  expiredAccountCookie(REDIRECT_COOKIE, secure);

/** Cookies are Secure whenever the site is served over https. */
export const secureCookiesFor = (publicUrl: string): boolean => publicUrl.startsWith('https:');
