import type { AppServices } from '#application/app-services.ts';
import type { Actor } from '#domain/auth/principal.ts';
import { fieldRefusal } from '#domain/errors/refusal.ts';
import { messages as m } from '#domain/errors/validation-message-keys.ts';
import { refusedAnswer } from './api-responses.ts';
import { bearerSyntaxBroken, bearerToken } from './bearer-token.ts';
import type { Admission, Caller } from './endpoint/endpoint.ts';

/** What the handlers of `/api` use. */
export interface ApiDeps {
  services: AppServices;
  secureCookies: boolean;
  publicUrl: string;
}

type ApiCaller<C> = Caller<ApiDeps, C>;

/**
 * The caller a bearer access token names, or nobody without one. A token that does not verify is refused
 * rather than treated as anonymous, so a caller never mistakes a refusal for a public answer.
 */
const identify: ApiCaller<Actor>['admit'] = async ({ req, deps, lang }): Promise<Admission<Actor>> => {
  if (bearerSyntaxBroken(req))
    return {
      admitted: false,
      answer: refusedAnswer(fieldRefusal('unauthorized', 'Authorization', m.invalidValue), lang),
    };
  const identified = await deps.services.auth.authenticate.execute({ token: bearerToken(req) });
  if (!identified.ok) return { admitted: false, answer: refusedAnswer(identified.error, lang) };
  return { admitted: true, caller: identified.value };
};

const BEARER = [{ bearer: [] }];

/** Public: anyone, identified when an access token comes along. */
export const anyoneIdentified: ApiCaller<Actor> = {
  security: [{}, ...BEARER],
  description: 'anyone; an access token, when sent, must be valid',
  admit: identify,
};

/** Signed in: a valid access token is required before the handler runs. */
export const signedIn: ApiCaller<NonNullable<Actor>> = {
  security: BEARER,
  description: 'a signed-in user (an access token)',
  async admit(request) {
    const admission = await identify(request);
    if (!admission.admitted || admission.caller) return admission as Admission<NonNullable<Actor>>;
    return {
      admitted: false,
      answer: refusedAnswer({ code: 'unauthorized' }, request.lang),
    };
  },
};

/**
 * Permission: the use case checks the caller's scope (`<entity>:read`, `<entity>:write` or `admin`), deny
 * by default; public entities are readable by anyone (published rows only).
 */
export const permitted: ApiCaller<Actor> = {
  security: BEARER,
  description: 'the permission the operation names in the caller’s scope; public entities’ reads need none',
  admit: identify,
};

/**
 * Token: the Authorization header carries an e-mailed single-purpose token (or an access token) that the use
 * case checks; without one the caller is refused before the body is read.
 */
export const tokenHolder: ApiCaller<string> = {
  security: BEARER,
  description: 'the holder of an e-mailed token (activation or password reset) in the Authorization header',
  async admit({ req, lang }) {
    const token = bearerToken(req);
    if (token) return { admitted: true, caller: token };
    return {
      admitted: false,
      answer: refusedAnswer(fieldRefusal('unauthorized', 'Authorization', m.fieldRequired), lang),
    };
  },
};
