import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import type { Logger as PinoLogger } from 'pino';
import type { AppServices } from '#application/app-services.ts';
import { loopbackAliases } from '#domain/site/return-origin.ts';
import { agentsServer } from '../../mcp/mcp-router.ts';
import { apiRouter } from '../api/api-router.ts';
import { bookingRouters } from '../api/booking/booking-router.ts';

import { coalescedFlush } from './coalesced-flush.ts';
import { healthRoutes } from './health-routes.ts';
import { legacyRedirects } from './legacy-redirects.ts';
import { localeRoutes } from './locale-routes.ts';
import { onTheFlyCompression } from './on-the-fly-compression.ts';
import { pageCaching } from './page-caching.ts';
import { paymentReturns } from './payment-returns.ts';
import { guardedQueueDashboard } from './queue-dashboard.ts';
import { type RenderCacheDeps, renderCache } from './render-cache.ts';
import { requestLog, requestLogging } from './request-logging.ts';
import { cspNonce, securityHeaders } from './security.ts';
import { seoRoutes } from './seo-routes.ts';
import { staticAssets } from './static-assets.ts';
import { closeAfterUnreadBody } from './unread-body.ts';
import { urlGuard } from './url-guard.ts';

export interface WebAppDeps {
  services: AppServices;
  logger: PinoLogger;
  /** Server rendering of the React Router app (built bundle in production, Vite in development). */
  ssr: RequestHandler;
  /** Vite's dev middleware; absent in production, where `clientBuildDir` is served instead. */
  viteDevMiddleware?: RequestHandler;
  clientBuildDir?: string;
  development: boolean;
  /** The site's public address; when it is https, cookies are Secure and browsers are told to stay on https. */
  publicUrl: string;
  frameAncestors: string[];
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY); none when absent. */
  trustProxy?: false | number | string[];
  isShuttingDown: () => boolean;
  /** Pages of outside systems Kyma stands in for (the sandbox payment provider), mounted as given. */
  providerPages?: Array<{ path: string; router: express.Router }>;
  /** The BullMQ dashboard when jobs run on Redis; mounted behind the back office's job permission. */
  queueDashboard?: { path: string; router: express.Router } | null;
  /** Origins of the card providers' pages payment forms are posted to (CSP form-action). */
  paymentFormOrigins?: string[];
  /** CSP sources (hashes) of the stylesheets pages carry inline (the SSR bundle's `inlineStyleSources`). */
  inlineStyleSources?: string[];
  /** Where anonymous content pages' HTML is kept; without it every page is rendered per request. */
  renderedPages?: Omit<RenderCacheDeps, 'onError' | 'release'>;
  /** The SSR bundle's `releaseVersion`: kept pages are kept per release. */
  release?: string;
  /** The agents' server at `/mcp` (MCP_WRITES, MCP_TOKENS; decision 0079); not mounted when absent. */
  mcp?: { writes: boolean; tokens: string[] };
}

/** The Express application: security, health, locale switch, assets, APIs, then server rendering. */
export function createApp(deps: WebAppDeps): express.Express {
  const app = express();
  const https = deps.publicUrl.startsWith('https:');
  app.disable('x-powered-by');
  app.set(
    'trust proxy',
    Array.isArray(deps.trustProxy) ? deps.trustProxy.join(', ') : (deps.trustProxy ?? false),
  );
  app.set('query parser', 'simple');
  app.use(closeAfterUnreadBody);

  app.use(cspNonce);
  app.use(
    securityHeaders({
      development: deps.development,
      https,
      frameAncestors: deps.frameAncestors,
      // The card page on `PUBLIC_URL` sends a traveller on another loopback name back there (decision 0113).
      paymentFormOrigins: [...(deps.paymentFormOrigins ?? []), ...loopbackAliases(deps.publicUrl)],
      inlineStyleSources: deps.inlineStyleSources,
    }),
  );
  // Probes get the security headers too, but stay out of the request log.
  app.use(healthRoutes(deps.services, deps.isShuttingDown));
  app.use(requestLogging(deps.logger));
  app.use(urlGuard);
  const keptPages =
    deps.renderedPages &&
    renderCache({
      ...deps.renderedPages,
      release: deps.release ?? 'development',
      onError: (err) => deps.logger.error({ err }, 'render cache'),
    });
  // Built files and kept pages come precompressed, so they are served ahead of on-the-fly compression;
  // kept pages after the redirects that read cookies (the saved language sends `/` elsewhere).
  if (!deps.viteDevMiddleware && deps.clientBuildDir) app.use(staticAssets(deps.clientBuildDir));
  app.use(legacyRedirects());
  app.use(localeRoutes({ secureCookies: https }));
  if (keptPages) app.use(keptPages.serveKept);
  app.use(onTheFlyCompression());
  if (deps.viteDevMiddleware) app.use(deps.viteDevMiddleware);

  for (const pages of deps.providerPages ?? []) app.use(pages.path, pages.router);
  if (deps.queueDashboard)
    app.use(
      deps.queueDashboard.path,
      guardedQueueDashboard(deps.services, deps.queueDashboard.router, deps.publicUrl),
    );
  app.use('/payment-return', paymentReturns(deps.services));
  app.use('/booking', ...bookingRouters(deps.services));
  if (deps.mcp)
    app.use(
      agentsServer({
        services: deps.services,
        options: { publicUrl: deps.publicUrl, writes: deps.mcp.writes },
        tokens: deps.mcp.tokens,
        logger: deps.logger,
      }),
    );
  app.use(seoRoutes(deps.publicUrl, deps.services.contentSite));
  app.use('/api', apiRouter({ services: deps.services, secureCookies: https, publicUrl: deps.publicUrl }));
  app.use(pageCaching, ...(keptPages ? [keptPages.keepRendered] : []), coalescedFlush, deps.ssr);
  app.use(internalError);
  return app;
}

/**
 * Last resort: never a stack trace, never a hanging request. A client's error (a body too large, JSON that
 * does not parse) is the client's, not a failure: logged at info, with its kind and no stack, so the error
 * level keeps to what needs someone.
 */
const internalError: ErrorRequestHandler = (error, req, res, _next) => {
  const status =
    typeof error?.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500;
  if (status < 500) requestLog(req)?.info({ status, reason: error?.type ?? error?.message }, 'client error');
  else requestLog(req)?.error({ err: error }, 'unhandled error');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res
    .status(status)
    .type('text/plain')
    .send(status >= 500 ? 'Oops, something went wrong.' : status === 404 ? 'Not found.' : 'Bad request.');
};
