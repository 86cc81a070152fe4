import * as build from 'virtual:react-router/server-build';
import { createRequestHandler } from '@react-router/express';
import type { RequestHandler } from 'express';
import { RouterContextProvider } from 'react-router';
import type { AppServices } from '#application/app-services.ts';
import { CONSENT_COOKIE, parseConsent } from '#domain/consent/consent.ts';
import { requestContext } from '../app/request-context.ts';
import { bookingPartnerUserId, readCookie } from './cookies.ts';

export { inlineStyleSources } from '../app/styles/inline-styles.server.ts';

/**
 * The server-rendering handler. It is bundled together with the routes (the Vite SSR entry), so the
 * context key the loaders read is the very one set here.
 */
export function createSsrHandler({
  services,
  mode,
  publicUrl,
  queueDashboardPath = null,
}: {
  services: AppServices;
  mode: string;
  publicUrl: string;
  queueDashboardPath?: string | null;
}): RequestHandler {
  return createRequestHandler({
    build,
    mode,
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(requestContext, {
        services,
        cspNonce: res.locals.cspNonce,
        bookingPartnerUserId: bookingPartnerUserId(req.headers.cookie),
        publicUrl,
        clientIp: req.ip ?? '',
        consent: parseConsent(readCookie(req.headers.cookie, CONSENT_COOKIE)),
        keepRender: res.locals.keepRender,
        queueDashboardPath,
      });
      return context;
    },
  });
}
