import { type ErrorRequestHandler, Router } from 'express';
import type { AppServices } from '#application/app-services.ts';
import { UnfitJsonError } from '../server/json-body.ts';
import type { ApiDeps } from './api-callers.ts';
import { API_ENDPOINTS } from './api-endpoints.ts';
import { requestErrorAnswer } from './api-responses.ts';
import { send } from './endpoint/answer.ts';
import { documentEndpoint } from './endpoint/document-endpoint.ts';
import { langOf } from './endpoint/read-request.ts';
import { registerEndpoints } from './endpoint/register-endpoints.ts';
import { apiOpenApi } from './openapi.ts';

export interface ApiOptions {
  services: AppServices;
  secureCookies: boolean;
  publicUrl: string;
}

/** Every endpoint `/api` serves: its own document first. */
export const API_SERVED = [documentEndpoint<ApiDeps>(apiOpenApi), ...API_ENDPOINTS];

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
  const lang = langOf(req);
  const status = typeof error?.status === 'number' ? error.status : 500;
  if (error?.type === 'entity.too.large' || status === 413) {
    send(res, requestErrorAnswer({ code: 'payloadTooLarge', message: 'the body is too large' }, lang));
  } else if (status >= 400 && status < 500) {
    const message =
      error instanceof UnfitJsonError
        ? UNFIT_BODY[error.problem]
        : error?.type === 'entity.parse.failed'
          ? 'the body is not valid JSON'
          : 'bad request';
    send(res, requestErrorAnswer({ code: 'invalidRequest', message }, lang));
  } else {
    req.log.error({ err: error }, 'API request failed');
    res.status(500).json({ error: { code: 'internal', message: 'something went wrong' } });
  }
};

/** The JSON API under `/api`: content, accounts and files, served from its endpoint descriptors. */
export function apiRouter(options: ApiOptions): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  registerEndpoints<ApiDeps>(router, API_SERVED, {
    deps: options,
    maxBodyBytes: 1024 * 1024,
    bodyTypes: ['application/json', 'application/*+json'],
  });
  router.use((req, res) =>
    send(res, requestErrorAnswer({ code: 'notFound', message: 'no such API route' }, langOf(req))),
  );
  router.use(apiErrors);
  return router;
}
