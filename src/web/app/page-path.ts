/**
 * The page a loader serves. Client-side navigations fetch loader data from `/en.data` (`/_.data`
 * for the root); React Router hands loaders that URL as it is, so the suffix is removed here.
 */
export function pagePath(request: Request): string {
  const { pathname } = new URL(request.url);
  return pathname.replace(DATA_SUFFIX, '') || '/';
}
const DATA_SUFFIX = /\/_\.data$|\.data$/;

/** A client-side navigation's request for loader data, not for a document. */
export function isDataRequest(request: Request): boolean {
  return DATA_SUFFIX.test(new URL(request.url).pathname);
}
