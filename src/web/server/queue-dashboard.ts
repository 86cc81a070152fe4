import express, { type RequestHandler, type Router } from 'express';
import type { AppServices } from '#application/app-services.ts';
import { mayStaff } from '#domain/back-office/staff-permissions.ts';
import { fromOwnSite } from '../api/auth-cookies.ts';
import { readSessionCookies } from '../app/auth/session-cookies.server.ts';

/**
 * bull-board's page styles itself inline; this policy allows that on the dashboard only, and nothing from
 * other origins (its web fonts fall back to the system's).
 */
const DASHBOARD_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "font-src 'self'; connect-src 'self'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The BullMQ dashboard behind the back office's job permission, checked on every request (its page, its
 * JSON API and its retries alike) from the signed-in page session. Deny by default: no session, no board.
 * Its API acts on the session cookie alone, so a call that changes anything (pause, retry, clean) must
 * also come from the dashboard's own page: a foreign or missing `Origin` is refused, as the back office's
 * forms refuse a foreign one.
 */
export function guardedQueueDashboard(services: AppServices, dashboard: Router, publicUrl: string): Router {
  const guard: RequestHandler = async (req, res, next) => {
    try {
      if (!READS.has(req.method) && !fromOwnSite(req, publicUrl, 'refused'))
        return void res.status(403).type('text/plain').send('Forbidden.');
      const { accessToken } = readSessionCookies(req.headers.cookie ?? null);
      const who = accessToken ? await services.auth.authenticate.execute({ token: accessToken }) : null;
      const actor = who?.ok ? who.value : null;
      if (!actor) return void res.redirect(303, '/login');
      if (!mayStaff(actor, 'manageJobs')) return void res.status(403).type('text/plain').send('Forbidden.');
      res.setHeader('Content-Security-Policy', DASHBOARD_CSP);
      res.setHeader('Cache-Control', 'private, no-store');
      next();
    } catch (error) {
      next(error);
    }
  };
  return express.Router().use(guard, dashboard);
}
