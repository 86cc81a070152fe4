import type { RequestHandler } from 'express';

/**
 * Old addresses that search engines and bookmarks still send visitors to (spec §2): each leads home
 * with a permanent redirect, with or without a trailing slash. Add a path here to retire another one.
 */
const LEGACY_PATHS = [
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

/** Albanian legacy paths lead to the Albanian home page, every other one to the Greek home page. */
function legacyRedirectTarget(path: string): string {
  const prefix = /^\/(en|de|es|fr|it|sq)\//.exec(path)?.[1];
  return prefix ? `/${prefix}` : '/';
}

/** Each old address, in lower case, with and without its trailing slash, to where it leads. */
const TARGETS = new Map<string, string>(
  LEGACY_PATHS.flatMap((path) =>
    [path, `${path}/`].map((from): [string, string] => [from.toLowerCase(), legacyRedirectTarget(path)]),
  ),
);

/** One lookup: every page request passes here (a router of 22 routes matched each against all of them). */
export function legacyRedirects(): RequestHandler {
  return (req, res, next) => {
    const target =
      req.method === 'GET' || req.method === 'HEAD' ? TARGETS.get(req.path.toLowerCase()) : undefined;
    if (target) res.redirect(301, target);
    else next();
  };
}
