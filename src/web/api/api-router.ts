import { type ErrorRequestHandler, Router } from 'express';
import type { AppServices } from '#application/app-services.ts';
import type { Actor } from '#domain/auth/principal.ts';
import { jsonBody, UnfitJsonError } from '../server/json-body.ts';
import { sendError } from './api-responses.ts';
import type { ApiRoute } from './api-route.ts';
import { authRoutes } from './auth-routes.ts';
import { bearerSyntaxBroken, bearerToken } from './bearer-token.ts';
import { contentRoutes } from './content-routes.ts';
import { fileRoutes } from './file-routes.ts';
import { openApiDocument } from './openapi.ts';

export interface ApiOptions {
  services: AppServices;
  secureCookies: boolean;
  publicUrl: string;
}

/** Every route of `/api`, in matching order: fixed paths first, the generic `/:entity` routes last. */
export function apiRoutes(options: Pick<ApiOptions, 'secureCookies' | 'publicUrl'>): ApiRoute[] {
  const routes: ApiRoute[] = [...authRoutes(options), ...fileRoutes(), ...contentRoutes()];
  const openapi: ApiRoute = {
    method: 'get',
    path: '/openapi.json',
    access: 'public',
    summary: 'This API as OpenAPI 3.1',
    async handler({ res }) {
      res.json(openApiDocument(routes, options.publicUrl));
    },
  };
  return [openapi, ...routes];
}

const UNFIT_BODY: Record<UnfitJsonError['problem'], string> = {
  // PostgreSQL text cannot hold NUL; refusing it here keeps every endpoint from failing later.
  invalidCharacters: 'text must not contain NUL characters',
  tooDeep: 'the body is nested too deeply',
  tooLong: 'the body has a list or object too long',
};

/** Body and other request failures become JSON errors; nothing else leaks. */
const apiErrors: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const status = typeof error?.status === 'number' ? error.status : 500;
  if (error?.type === 'entity.too.large' || status === 413) {
    sendError(res, { code: 'payloadTooLarge', message: 'the body is too large' });
  } else if (status >= 400 && status < 500) {
    sendError(res, {
      code: 'invalidRequest',
      message:
        error instanceof UnfitJsonError
          ? UNFIT_BODY[error.problem]
          : error?.type === 'entity.parse.failed'
            ? 'the body is not valid JSON'
            : 'bad request',
    });
  } else {
    req.log.error({ err: error }, 'API request failed');
    res.status(500).json({ error: { code: 'internal', message: 'something went wrong' } });
  }
};

/**
 * The JSON API under `/api`. A bearer token that does not verify is refused on every route that uses the
 * caller's identity, rather than treated as anonymous.
 */
export function apiRouter(options: ApiOptions): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.use(jsonBody({ maxBytes: 1024 * 1024, types: ['application/json', 'application/*+json'] }));
  for (const route of apiRoutes(options)) {
    router[route.method](route.path, async (req, res) => {
      let actor: Actor = null;
      if (route.access !== 'token') {
        if (bearerSyntaxBroken(req)) {
          sendError(res, {
            code: 'unauthorized',
            message: 'the Authorization header must be "Bearer <token>"',
          });
          return;
        }
        const identified = await options.services.auth.authenticate.execute({ token: bearerToken(req) });
        if (!identified.ok) {
          sendError(res, identified.error);
          return;
        }
        actor = identified.value;
      }
      if (route.access === 'signedIn' && !actor) {
        sendError(res, { code: 'unauthorized', message: 'sign in first' });
        return;
      }
      await route.handler({ req, res, actor, services: options.services });
    });
  }
  router.use((_req, res) => sendError(res, { code: 'notFound', message: 'no such API route' }));
  router.use(apiErrors);
  return router;
}
