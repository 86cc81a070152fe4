import { Router } from 'express';

/**
 * Old addresses that search engines and bookmarks still send visitors to (spec §2): each leads home
 * with a permanent redirect, with or without a trailing slash. Add a path here to retire another one.
 */
export const LEGACY_PATHS = [
  '/false',
  '/home-ferry',
  '/compare',
  '/admin-remote',
  '/sq/tragete',
  '/sq/bileta-tragetesh',
  '/sq/kompanite-e-trageteve',
  '/aktoploika-eisitiria',
  '/ploia',
  '/ferry-operators',
  '/en/ferry-operators',
] as const;

const withAndWithoutSlash = LEGACY_PATHS.flatMap((path) => [path, `${path}/`]);

/** Albanian legacy paths lead to the Albanian home page, every other one to the Greek home page. */
export function legacyRedirectTarget(path: string): string {
  const prefix = /^\/(en|de|es|fr|it|sq)\//.exec(path)?.[1];
  return prefix ? `/${prefix}` : '/';
}

export function legacyRedirects(): Router {
  const router = Router({ strict: true, caseSensitive: false });
  for (const path of withAndWithoutSlash) {
    router.get(path, (_req, res) => res.redirect(301, legacyRedirectTarget(path)));
  }
  return router;
}
