import { type HandleErrorFunction, isRouteErrorResponse, type RouterContextProvider } from 'react-router';
import { requestContext } from './request-context.ts';

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Sent with an Origin other than the page's own (or an opaque `null` one). */
function fromAnotherSite(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!MUTATIONS.has(request.method.toUpperCase()) || origin === null) return false;
  return !URL.canParse(origin) || new URL(origin).origin !== new URL(request.url).origin;
}

/**
 * React Router refuses a form posted from another site with a plain Error, then answers 400: "Bad
 * Request" for a data request, "… Aborting the action." for a document. Nothing else it reports as a plain
 * Error is the client's doing.
 */
function refusedAsCrossSite(error: unknown, request: Request): boolean {
  return (
    error instanceof Error &&
    (error.message === 'Bad Request' || error.message.endsWith('Aborting the action.')) &&
    fromAnotherSite(request)
  );
}

/** The Error inside an error response React Router made itself (a 405 says which route has no action). */
function causeOf(error: unknown): unknown {
  return isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
}

function statusOf(error: unknown, request: Request): number {
  if (isRouteErrorResponse(error)) return error.status;
  return refusedAsCrossSite(error, request) ? 400 : 500;
}

/** What went wrong, in a few words and without a stack: a client's error is not a failure of ours. */
function reasonOf(error: unknown): string {
  const explained = causeOf(error) ?? error;
  if (explained instanceof Error) return explained.message;
  return isRouteErrorResponse(error) ? error.statusText : String(error);
}

/**
 * Every error React Router reports (its `handleError`, in place of its own `console.error`) goes to the
 * request's line in the JSON log, as the Express routers' errors do (`internalError` in server/app.ts): a
 * client's (a POST to a page without an action, a form posted from another site: 4xx) at info with its
 * status and reason, no stack; ours (5xx) at error with its stack. A request its client gave up is not
 * logged, as React Router does not.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const log = (context as RouterContextProvider).get(requestContext).requestLog();
  const status = statusOf(error, request);
  if (status < 500) log?.info({ status, reason: reasonOf(error) }, 'client error');
  else log?.error({ status, err: causeOf(error) ?? error }, 'unhandled error');
};

/** An error of a page's rendering after its first bytes went out, which React Router no longer sees. */
export function logRenderError(context: RouterContextProvider, error: unknown): void {
  context.get(requestContext).requestLog()?.error({ err: error }, 'page rendering failed');
}
