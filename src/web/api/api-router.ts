import { Router } from 'express';
import type { AppServices } from '#application/app-services.ts';
import { answerRefusal } from '../refusal-http.ts';
import type { ApiDeps } from './api-callers.ts';
import { API_ENDPOINTS } from './api-endpoints.ts';
import { documentEndpoint } from './endpoint/document-endpoint.ts';
import { langOf } from './endpoint/read-request.ts';
import { endpointErrors, registerEndpoints } from './endpoint/register-endpoints.ts';
import { apiOpenApi } from './openapi.ts';

export interface ApiOptions {
  services: AppServices;
  secureCookies: boolean;
  publicUrl: string;
}

/** Every endpoint `/api` serves: its own document first. */
export const API_SERVED = [documentEndpoint<ApiDeps>(apiOpenApi), ...API_ENDPOINTS];

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
  router.use((req, res) => answerRefusal(res, { code: 'notFound' }, langOf(req)));
  router.use(endpointErrors);
  return router;
}
