import { stringifySetCookie } from 'cookie';
import type { Request } from 'express';
import { readCookie } from '../server/cookies.ts';

/** Spec §9: the product prefix, then `auth.`, with the local strategy's keys. */
export const REFRESH_COOKIE = 'kyma.auth._refresh_token.local';
export const ACCESS_COOKIE = 'kyma.auth._token.local';
export const REDIRECT_COOKIE = 'kyma.auth.redirect';

export const readRefreshCookie = (req: Request) => readCookie(req.headers.cookie, REFRESH_COOKIE);

export interface AccountCookieOptions {
  secure: boolean;
  maxAgeSeconds?: number;
  expires?: Date;
}

/**
 * The Set-Cookie header of an account cookie, for the JSON API and the pages alike: HttpOnly (scripts
 * never see a token) and SameSite=Lax (no cross-site posts).
 */
export function accountSetCookie(name: string, value: string, options: AccountCookieOptions): string {
  return stringifySetCookie({
    name,
    value,
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    maxAge: options.maxAgeSeconds,
    expires: options.expires,
  });
}

/** The Set-Cookie header that removes an account cookie. */
export const expiredAccountCookie = (name: string, secure: boolean): string =>
  accountSetCookie(name, '', { secure, maxAgeSeconds: 0, expires: new Date(0) });

/** The Set-Cookie header of a new sign-in's refresh token. */
export const refreshSetCookie = (token: string, maxAgeSeconds: number, secure: boolean): string =>
  accountSetCookie(REFRESH_COOKIE, token, { secure, maxAgeSeconds });

/** The Set-Cookie headers that end a sign-in in the browser. */
export const clearedAuthCookies = (secure: boolean): string[] =>
  [REFRESH_COOKIE, ACCESS_COOKIE].map((name) => expiredAccountCookie(name, secure));

/**
 * Cookie-authenticated endpoints (refresh, logout, the job dashboard's API) refuse requests a browser sent
 * from another site: SameSite already stops most, the Origin check stops the rest. Browsers send `Origin`
 * with every cross-site request and with their own scripts' non-GET requests; a caller that must have come
 * from our own script (the dashboard's) may require it.
 */
export function fromOwnSite(
  req: Request,
  publicUrl: string,
  withoutOrigin: 'allowed' | 'refused' = 'allowed',
): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return withoutOrigin === 'allowed';
  return origin === new URL(publicUrl).origin || origin === `${req.protocol}://${req.get('host')}`;
}
