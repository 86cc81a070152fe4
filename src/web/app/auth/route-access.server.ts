import { type MiddlewareFunction, redirect } from 'react-router';
import { localePrefix, splitLocalePath } from '#domain/i18n/locales.ts';
import { pagePath } from '../page-path.ts';
import { requestContext } from '../request-context.ts';
import { sameSitePath } from './safe-redirect.ts';
import { sessionContext } from './session.server.ts';
import { savedRedirectCookie, secureCookiesFor } from './session-cookies.server.ts';

/** The page as the visitor asked for it: React Router's own data-request parameters left out. */
function requestedPage(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete('_routes');
  return `${pagePath(request)}${url.search}`;
}

/**
 * A route that exports `middleware = [signedInOnly]` is protected (spec §2): a visitor who is not signed
 * in goes to /login in the page's language, and the page is saved so signing in leads back to it.
 * Routes without it opt out of the check.
 */
export const signedInOnly: MiddlewareFunction<Response> = ({ request, context }) => {
  if (context.get(sessionContext)) return;
  const { publicUrl } = context.get(requestContext);
  const { locale } = splitLocalePath(pagePath(request));
  const page = sameSitePath(requestedPage(request));
  const headers = new Headers();
  if (page && request.method === 'GET')
    headers.append('Set-Cookie', savedRedirectCookie(page, secureCookiesFor(publicUrl)));
  throw redirect(`${localePrefix(locale)}/login`, { headers });
};

/** A route that exports `middleware = [guestOnly]` sends signed-in users home (spec §2, §6). */
export const guestOnly: MiddlewareFunction<Response> = ({ request, context }) => {
  if (!context.get(sessionContext)) return;
  const { locale } = splitLocalePath(pagePath(request));
  throw redirect(localePrefix(locale) || '/');
};
