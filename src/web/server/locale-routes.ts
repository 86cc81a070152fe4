import { Router } from 'express';
import { canonicalPrefixPath } from '#domain/i18n/canonical-path.ts';
import { isLocaleCode, savedLocaleRedirect } from '#domain/i18n/locales.ts';
import { readCookie } from './cookies.ts';

export const LOCALE_COOKIE = 'kyma_locale';
const YEAR_MS = 365 * 24 * 3600 * 1000;

/** A same-site path to return to, so the switch cannot be used to send visitors elsewhere. */
function safeReturnPath(value: unknown): string {
  return typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\')
    ? value
    : '/';
}

/**
 * The language switcher's links land here: the choice is saved in a cookie (spec §2: URL prefix first,
 * then the saved cookie) and the visitor goes on to `to`, the same page in the chosen language as the
 * page computed it (slugs may differ by language). Works without JavaScript.
 */
export function localeRoutes(options: { secureCookies: boolean }): Router {
  const router = Router();
  router.get('/locale/:code', (req, res) => {
    const { code } = req.params;
    if (!isLocaleCode(code)) {
      res.status(404).type('text/plain').send('Unknown language');
      return;
    }
    res.cookie(LOCALE_COOKIE, code, {
      maxAge: YEAR_MS,
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secure: options.secureCookies,
    });
    res.redirect(303, safeReturnPath(req.query.to));
  });
  // `/EN/…` and the like lead to the page under its canonical prefix, query and all.
  router.get(/^\/[a-z]{2}(\/|$)/i, (req, res, next) => {
    const canonical = canonicalPrefixPath(req.path);
    if (!canonical) return next();
    const query = req.originalUrl.indexOf('?');
    res.redirect(301, canonical + (query === -1 ? '' : req.originalUrl.slice(query)));
  });
  router.get('/', (req, res, next) => {
    res.vary('Cookie');
    const redirect = savedLocaleRedirect('/', readCookie(req.headers.cookie, LOCALE_COOKIE));
    if (redirect) {
      res.set('Cache-Control', 'no-store').redirect(302, redirect);
      return;
    }
    next();
  });
  return router;
}
