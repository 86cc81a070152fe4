import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

const YEAR_MS = 365 * 24 * 3600 * 1000;

/** An address whose last part has an extension (`/favicon.svg`); pages have none. */
const FILE_ADDRESS = /\/[^/]*\.[^/]+$/;

/** The build's Brotli or gzip copy when the browser takes it (`npm run build` makes them), else the file. */
const precompressed = (
  root: string,
  serveStatic: expressStaticGzip.ExpressStaticGzipOptions['serveStatic'],
) =>
  expressStaticGzip(root, { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false, serveStatic });

/**
 * Built client files, mounted before `compression()`: nothing here is compressed per request. Hashed files
 * under /assets (scripts, styles, the app's images) never change, so browsers keep them for a year without
 * asking; the rest of public/ (favicon, the share picture), whose addresses others keep, after an hour.
 * One function, not a router: every page request passes here.
 */
export function staticAssets(clientBuildDir: string): RequestHandler {
  const hashed = precompressed(clientBuildDir, {
    immutable: true,
    maxAge: YEAR_MS,
    index: false,
    fallthrough: false,
  });
  const publicFiles = precompressed(clientBuildDir, { maxAge: 3600 * 1000, index: false });
  return (req, res, next) => {
    if (req.path.startsWith('/assets/')) return hashed(req, res, next);
    // Only addresses of files: a page's address would cost a file-system lookup on every request.
    if (FILE_ADDRESS.test(req.path)) return publicFiles(req, res, next);
    next();
  };
}
