import type { RequestHandler, Response } from 'express';
import type { AppServices } from '#application/app-services.ts';

/**
 * `/healthz`: the process is up. `/readyz`: it can serve (database and queue answer). One function, not a
 * router: every request passes here.
 */
export function healthRoutes(
  services: Pick<AppServices, 'checkReadiness'>,
  isShuttingDown: () => boolean,
): RequestHandler {
  const ready = async (res: Response) => {
    if (isShuttingDown()) {
      res.status(503).set('Cache-Control', 'no-store').json({ ready: false, checks: {}, shuttingDown: true });
      return;
    }
    const readiness = await services.checkReadiness.execute();
    res
      .status(readiness.ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json(readiness);
  };
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/healthz') return void res.set('Cache-Control', 'no-store').json({ status: 'ok' });
    if (req.path === '/readyz') return void ready(res).catch(next);
    next();
  };
}
