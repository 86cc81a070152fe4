import type { RequestHandler } from 'express';

const SIGN_IN_COOKIE = /(?:^|;\s*)kyma\.auth\./;

/**
 * Pages are HTML rendered per request: caches revalidate them every time (`no-cache`), and a page that
 * may be personal (the visitor carries a sign-in, or posted a form) is never stored anywhere
 * (`private, no-store`). A page that sets its own Cache-Control keeps it.
 */
export const pageCaching: RequestHandler = (req, res, next) => {
  const personal =
    (req.method !== 'GET' && req.method !== 'HEAD') || SIGN_IN_COOKIE.test(req.headers.cookie ?? '');
  res.setHeader('Cache-Control', personal ? 'private, no-store' : 'no-cache');
  next();
};
