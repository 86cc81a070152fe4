import { stringifySetCookie } from 'cookie';
import type { Request, RequestHandler, Response } from 'express';
import { canonicalPrefixPath } from '#domain/i18n/canonical-path.ts';
import { isLocaleCode, savedLocaleRedirect } from '#domain/i18n/locales.ts';
import { readCookie } from './cookies.ts';

const LOCALE_COOKIE = 'kyma_locale';
const YEAR_SECONDS = 365 * 24 * 3600;

/** A same-site path to return to, so the switch cannot be used to send visitors elsewhere. */
function safeReturnPath(value: unknown): string {
  return typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\')
    ? value
    : '/';
}

const LOCALE_SWITCH = /^\/locale\/([^/]+)\/?$/i;
const TWO_LETTER_PREFIX = /^\/[a-z]{2}(\/|$)/i;

/** A path part as a router decodes its parameters; undefined when it is not valid percent-encoding. */
function decoded(part: string): string | undefined {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}

/**
 * The language routes. The switcher's links land on `/locale/:code`: the choice is saved in a cookie
 * (spec §2: URL prefix first, then the saved cookie) and the visitor goes on to `to`, the same page in the
 * chosen language as the page computed it (slugs may differ by language); works without JavaScript. A
 * prefix in another case goes to its canonical one, and `/` to the saved language. One function, not a
 * router: every page request passes here.
 */
export function localeRoutes(options: { secureCookies: boolean }): RequestHandler {
  const saveLocale = (req: Request, res: Response, code: string | undefined) => {
    if (!code || !isLocaleCode(code)) {
      res.status(404).type('text/plain').send('Unknown language');
      return;
    }
    res.append(
      'Set-Cookie',
      stringifySetCookie({
        name: LOCALE_COOKIE,
        value: code,
        maxAge: YEAR_SECONDS,
        path: '/',
        sameSite: 'lax',
        httpOnly: true,
        secure: options.secureCookies,
      }),
    );
    res.redirect(303, safeReturnPath(req.query.to));
  };
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const switchTo = LOCALE_SWITCH.exec(req.path)?.[1];
    if (switchTo !== undefined) return saveLocale(req, res, decoded(switchTo));
    // `/EN/…` and the like lead to the page under its canonical prefix, query and all.
    if (TWO_LETTER_PREFIX.test(req.path)) {
      const canonical = canonicalPrefixPath(req.path);
      if (!canonical) return next();
      const query = req.originalUrl.indexOf('?');
      return res.redirect(301, canonical + (query === -1 ? '' : req.originalUrl.slice(query)));
    }
    if (req.path === '/') {
      res.vary('Cookie');
      const redirect = savedLocaleRedirect('/', readCookie(req.headers.cookie, LOCALE_COOKIE));
      if (redirect) return res.set('Cache-Control', 'no-store').redirect(302, redirect);
    }
    next();
  };
}
