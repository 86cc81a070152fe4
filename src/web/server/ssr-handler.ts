import * as build from 'virtual:react-router/server-build';
import { createRequestHandler } from '@react-router/express';
import type { RequestHandler } from 'express';
import { RouterContextProvider, type ServerBuild } from 'react-router';
import { unstable_preloadRoutePattern } from 'react-router/route-pattern';
import type { AppServices } from '#application/app-services.ts';
import { CONSENT_COOKIE, parseConsent } from '#domain/consent/consent.ts';
import { installMessageCatalogs } from '../app/i18n/message-catalog.ts';
import { CATALOG_VERSION } from '../app/i18n/message-catalogs.server.ts';
import { PARSED_MESSAGES } from '../app/i18n/messages.server.ts';
import { requestContext } from '../app/request-context.ts';
import { TEST_PAGE_ID_PREFIX } from '../app/test-pages.ts';
import { bookingPartnerUserId, readCookie } from './cookies.ts';

export { inlineStyleSources } from '../app/styles/inline-styles.server.ts';

installMessageCatalogs(CATALOG_VERSION, PARSED_MESSAGES);

/** What a kept page was rendered with: a page of another release names scripts and messages it lacks. */
export const releaseVersion = `${build.assets.version}.${CATALOG_VERSION}`;

/**
 * Every route exists once per language (routes.ts), some 340 in all: React Router's default matcher tries
 * them one by one, three times per page (request, data, manifest), ~0.7 ms each for `/en`. The
 * route-pattern matcher finds the same route in a trie in ~0.03 ms. Framework mode has no setting for it
 * yet; the static handler reads the flag from the build it is given. The browser keeps the default (it
 * matches once per navigation, and this matcher would add to its JavaScript), so the flag stays out of the
 * settings sent to it: they are the build's own when written as JSON.
 */
unstable_preloadRoutePattern();
const future = {
  ...build.future,
  unstable_routePatternMatching: true,
  toJSON: () => build.future,
} as unknown as ServerBuild['future'];
const serverBuild: ServerBuild = { ...build, future };

/**
 * The build without the pages that exist to test the site (`/test/…`): in production they do not exist,
 * their addresses are the not-found page's, and React Router's route discovery does not name them.
 */
function withoutTestPages(build: ServerBuild): ServerBuild {
  const routes = Object.entries(build.routes).filter(([id]) => !id.startsWith(TEST_PAGE_ID_PREFIX));
  return { ...build, routes: Object.fromEntries(routes) };
}

/**
 * The server-rendering handler. It is bundled together with the routes (the Vite SSR entry), so the
 * context key the loaders read is the very one set here.
 */
export function createSsrHandler({
  services,
  mode,
  publicUrl,
  queueDashboardPath = null,
  sandboxPayments = false,
  testPages = false,
}: {
  services: AppServices;
  mode: string;
  publicUrl: string;
  queueDashboardPath?: string | null;
  /** The sandbox provider takes card payments: every page says that no real payment is taken. */
  sandboxPayments?: boolean;
  /** The pages that exist to test the site are served: anywhere but production (NODE_ENV). */
  testPages?: boolean;
}): RequestHandler {
  return createRequestHandler({
    build: testPages ? serverBuild : withoutTestPages(serverBuild),
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
        sandboxPayments,
        requestLog: res.locals.requestLog ?? (() => undefined),
      });
      return context;
    },
  });
}
