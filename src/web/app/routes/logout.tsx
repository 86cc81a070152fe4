import { redirect } from 'react-router';
import { localePrefix, splitLocalePath } from '#domain/i18n/locales.ts';
import {
  clearedSessionCookies,
  readSessionCookies,
  secureCookiesFor,
} from '../auth/session-cookies.server.ts';
import { pagePath } from '../page-path.ts';
import { requestContext } from '../request-context.ts';
import type { Route } from './+types/logout.ts';

const homeOf = (request: Request) => localePrefix(splitLocalePath(pagePath(request)).locale) || '/';

/** Signing out is a POST (the header's button); opening the address only leads home. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(homeOf(request));
}

/**
 * Spec §4: logout tells the server (the refresh token's family is revoked), ignores any failure of that,
 * clears the session and lands on the home page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, publicUrl, requestLog } = context.get(requestContext);
  const { refreshToken } = readSessionCookies(request.headers.get('cookie'));
  try {
    await services.auth.logout.execute({ refreshToken });
  } catch (error) {
    requestLog()?.warn({ err: error }, 'logout could not revoke the sign-in; the cookies are cleared anyway');
  }
  const headers = new Headers();
  for (const cookie of clearedSessionCookies(secureCookiesFor(publicUrl)))
    headers.append('Set-Cookie', cookie);
  return redirect(homeOf(request), { headers });
}

export default function Logout() {
  return null;
}
