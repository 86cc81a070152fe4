import type { Session } from '#application/auth/auth-helpers.ts';
import { ACCESS_COOKIE, REDIRECT_COOKIE, REFRESH_COOKIE } from '../../api/auth-cookies.ts';
import { readCookie } from '../../server/cookies.ts';

/** The saved page to return to after signing in is short-lived: it belongs to this visit only. */
const REDIRECT_MAX_AGE_SECONDS = 30 * 60;

interface CookieOptions {
  secure: boolean;
  maxAgeSeconds?: number;
  expires?: Date;
}

/** Every account cookie is HttpOnly (scripts never see a token) and SameSite=Lax (no cross-site posts). */
function serialize(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

const expired = (name: string, secure: boolean) =>
  serialize(name, '', { secure, maxAgeSeconds: 0, expires: new Date(0) });

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
    serialize(ACCESS_COOKIE, session.accessToken, { secure, maxAgeSeconds: session.expiresIn }),
    serialize(REFRESH_COOKIE, session.refreshToken, { secure, expires: session.refreshExpiresAt }),
  ];
}

export const clearedSessionCookies = (secure: boolean): string[] => [
  expired(ACCESS_COOKIE, secure),
  expired(REFRESH_COOKIE, secure),
];

export const savedRedirectCookie = (path: string, secure: boolean): string =>
  serialize(REDIRECT_COOKIE, path, { secure, maxAgeSeconds: REDIRECT_MAX_AGE_SECONDS });

export const clearedRedirectCookie = (secure: boolean): string => expired(REDIRECT_COOKIE, secure);

/** Cookies are Secure whenever the site is served over https. */
export const secureCookiesFor = (publicUrl: string): boolean => publicUrl.startsWith('https:');
