import { createContext, type MiddlewareFunction } from 'react-router';
import type { Actor } from '#domain/auth/principal.ts';
import { requestContext } from '../request-context.ts';
import {
  clearedSessionCookies,
  cookieName,
  readSessionCookies,
  secureCookiesFor,
  sessionSetCookies,
} from './session-cookies.server.ts';

/** Who is signed in for this request (null: a visitor), set once by the root's session middleware. */
export const sessionContext = createContext<Actor>(null);

/** Adds Set-Cookie headers the page itself did not set (a sign-in or sign-out in an action wins). */
function withCookies(response: Response, cookies: string[], personal: boolean): Response {
  const own = new Set(response.headers.getSetCookie().map(cookieName));
  const missing = cookies.filter((cookie) => !own.has(cookieName(cookie)));
  if (missing.length === 0 && !personal) return response;
  let answer = response;
  try {
    for (const cookie of missing) answer.headers.append('Set-Cookie', cookie);
  } catch {
    // Some responses have immutable headers: copy them once and add the cookies to the copy.
    answer = new Response(response.body, response);
    for (const cookie of missing) answer.headers.append('Set-Cookie', cookie);
  }
  // A page that knows who is signed in must never be kept by a shared cache.
  if (!answer.headers.has('Cache-Control')) answer.headers.set('Cache-Control', 'private, no-store');
  return answer;
}

/**
 * The pages' side of a sign-in (decision 0007): the access token rides in an HttpOnly cookie. When it is
 * missing or no longer valid, the refresh cookie renews both, once per request, before any loader runs;
 * when neither works, both are cleared. Loaders and actions read the result from `sessionContext`.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { services, publicUrl, requestLog } = context.get(requestContext);
  const secure = secureCookiesFor(publicUrl);
  const { accessToken, refreshToken } = readSessionCookies(request.headers.get('cookie'));
  const identify = async (token: string) => {
    const result = await services.auth.authenticate.execute({ token });
    return result.ok ? result.value : null;
  };
  let actor: Actor = null;
  let cookies: string[] = [];
  try {
    actor = accessToken ? await identify(accessToken) : null;
    if (!actor && refreshToken) {
      const renewed = await services.auth.refresh.execute({ refreshToken });
      actor = renewed.ok ? await identify(renewed.value.accessToken) : null;
      if (renewed.ok && actor) cookies = sessionSetCookies(renewed.value, secure);
    }
    if (!actor && (accessToken || refreshToken)) cookies = clearedSessionCookies(secure);
  } catch (error) {
    // The accounts store is unreachable: serve the page as to a visitor and keep the cookies for later.
    requestLog()?.error({ err: error }, 'could not read the sign-in');
    actor = null;
    cookies = [];
  }
  context.set(sessionContext, actor);
  return withCookies(await next(), cookies, actor !== null);
};
