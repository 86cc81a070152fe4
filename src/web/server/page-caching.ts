import type { Request, RequestHandler } from 'express';

const SIGN_IN_COOKIE = /(?:^|;\s*)kyma\.auth\./;

/** A form answer, or a visitor who carries a sign-in: what they get may be theirs alone. */
export function mayBePersonal(req: Request): boolean {
  return (req.method !== 'GET' && req.method !== 'HEAD') || SIGN_IN_COOKIE.test(req.headers.cookie ?? '');
}

/**
 * Pages are HTML rendered per request: caches revalidate them every time (`no-cache`), and a page that
 * may be personal is never stored anywhere (`private, no-store`). A page that sets its own Cache-Control
 * keeps it.
 */
export const pageCaching: RequestHandler = (req, res, next) => {
  res.setHeader('Cache-Control', mayBePersonal(req) ? 'private, no-store' : 'no-cache');
  next();
};
