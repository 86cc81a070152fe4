import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import { logRenderError } from './framework-errors.server.ts';
import { InlineStylesContext } from './inline-styles.tsx';
import { NonceContext } from './nonce.tsx';
import { withScriptsAfterFirstPaint } from './react-router-html.server.ts';
import { requestContext } from './request-context.ts';
import { withRoutesOfThePage } from './routes-of-the-page.server.ts';
import { nativeOptions } from './search/native-options.server.ts';
import { NativeOptionsContext } from './search/native-options.ts';
import { INLINE_STYLES } from './styles/inline-styles.server.ts';
import { wholePage } from './whole-page.server.ts';

export { handleError } from './framework-errors.server.ts';

export const streamTimeout = 5_000;

/** A successful page of a route that opted into the render cache (`handle: { renderCache: true }`). */
function mayBeKept({ staticHandlerContext, routeModules }: EntryContext, status: number): boolean {
  const leaf = staticHandlerContext.matches.at(-1);
  const handle = leaf && (routeModules[leaf.route.id]?.handle as { renderCache?: boolean } | undefined);
  return (
    status === 200 &&
    !staticHandlerContext.actionData &&
    !staticHandlerContext.errors &&
    !!handle?.renderCache
  );
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { cspNonce: nonce, keepRender } = loadContext.get(requestContext);
  if (keepRender && mayBeKept(routerContext, responseStatusCode)) keepRender();
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const onReady = () => {
      shellRendered = true;
      const status = responseStatusCode;
      const page = wholePage((html) => {
        clearTimeout(timeoutId);
        timeoutId = undefined;
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(withScriptsAfterFirstPaint(html), { headers: responseHeaders, status }));
      });
      pipe(page);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <InlineStylesContext.Provider value={INLINE_STYLES}>
          <NativeOptionsContext.Provider value={nativeOptions}>
            <ServerRouter context={withRoutesOfThePage(routerContext)} url={request.url} nonce={nonce} />
          </NativeOptionsContext.Provider>
        </InlineStylesContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // The whole page in one go, for crawlers and people alike: loaders hand no promises to stream, so
        // what waits is only code fetched on demand (the search form's). Its HTML must be in place, not
        // sent after the page for a script to move (a page without JavaScript shows it too), whatever its
        // size: React moves a boundary larger than `progressiveChunkSize` out of the way otherwise.
        onAllReady: onReady,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and are logged by React Router; later ones only here.
          if (shellRendered) logRenderError(loadContext, error);
        },
      },
    );
  });
}
