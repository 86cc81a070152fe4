import type { AppServices } from '#application/app-services.ts';
import { readableEntity } from '#application/content/content-reading.ts';
import { creatableEntity, writableEntity } from '#application/content/write-content-deps.ts';
import type { Actor } from '#domain/auth/principal.ts';
import type { EntityDefinition } from '#domain/content/entity-definition.ts';
import { fieldRefusal, type Refusal } from '#domain/errors/refusal.ts';
import { messages as m } from '#domain/errors/validation-message-keys.ts';
import type { Result } from '#domain/shared/result.ts';
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

/** Who calls an entity's endpoint, and the entity the URL names (`:entity`). */
export interface EntityCaller {
  actor: Actor;
  entity: EntityDefinition;
}

/**
 * Permission for the entity the URL names, checked by the caller itself: the row's body or the list's query
 * is read by that entity's definition, which the handler does only after this (401/403 before 400).
 */
function entityCaller(
  description: string,
  find: (name: string, actor: Actor) => Result<EntityDefinition, Refusal>,
): ApiCaller<EntityCaller> {
  return {
    security: BEARER,
    description,
    async admit(request) {
      const admission = await identify(request);
      if (!admission.admitted) return admission;
      const actor = admission.caller;
      const entity = find(String(request.req.params.entity ?? ''), actor);
      if (!entity.ok) return { admitted: false, answer: refusedAnswer(entity.error, request.lang) };
      return { admitted: true, caller: { actor, entity: entity.value } };
    },
  };
}

export const entityReader = entityCaller(
  '`<entity>:read` or `<entity>:write` (or `admin`) in the caller’s scope; public entities’ published rows need none',
  readableEntity,
);
export const entityWriter = entityCaller(
  '`<entity>:write` (or `admin`) in the caller’s scope',
  writableEntity,
);
export const entityCreator = entityCaller(
  '`<entity>:write` (or `admin`) in the caller’s scope, on an entity that takes new rows',
  creatableEntity,
);

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
