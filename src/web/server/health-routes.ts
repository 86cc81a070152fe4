import { Router } from 'express';
import type { AppServices } from '#application/app-services.ts';

/** `/healthz`: the process is up. `/readyz`: it can serve (database and queue answer). */
export function healthRoutes(
  services: Pick<AppServices, 'checkReadiness'>,
  isShuttingDown: () => boolean,
): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    if (isShuttingDown()) {
      res.status(503).set('Cache-Control', 'no-store').json({ ready: false, checks: {}, shuttingDown: true });
      return;
    }
    const readiness = await services.checkReadiness.execute();
    res
      .status(readiness.ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json(readiness);
  });
  return router;
}
