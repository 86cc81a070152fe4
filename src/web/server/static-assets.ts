import path from 'node:path';
import express, { Router } from 'express';

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Built client files. Hashed files under /assets never change, so browsers keep them for a year;
 * everything else (favicon, images in public/) is revalidated after an hour.
 */
export function staticAssets(clientBuildDir: string): Router {
  const router = Router();
  router.use(
    '/assets',
    express.static(path.join(clientBuildDir, 'assets'), {
      immutable: true,
      maxAge: YEAR_SECONDS * 1000,
      index: false,
      fallthrough: false,
    }),
  );
  router.use(express.static(clientBuildDir, { maxAge: 3600 * 1000, index: false }));
  return router;
}
