import { type ReactNode, Suspense } from 'react';
import { ServerHtmlUntil } from './components/server-html-until.tsx';
import { isDataRequest } from './page-path.ts';

/** Loader data a page only shows: in the page's data when the browser asked for data, else only in its HTML. */
export interface HeldInHtml<T> {
  readonly value?: T;
}

/**
 * On a document request the value stays with the server's render: React Router writes a class instance's
 * own enumerable properties into the hydration data (`SingleFetchClassInstance`), and this one has none.
 */
class HeldOnServer<T> implements HeldInHtml<T> {
  declare readonly value: T;
  constructor(value: T) {
    Object.defineProperty(this, 'value', { value, enumerable: false });
  }
}

/**
 * What a loader returns for data its page shows as it is, never changed in the browser (issue #32): a
 * document carries it once, as HTML, and not again in its hydration data; a page reached in the browser
 * (a `.data` request) gets it as data and renders it.
 */
export function heldInHtml<T>(request: Request, value: T): HeldInHtml<T> {
  return isDataRequest(request) ? { value } : new HeldOnServer(value);
}

/**
 * Renders held data: on the server, and in the browser when it came as data; else keeps the server's HTML.
 * Its view may be a `lazy` component: a document never fetches that code (issue #32's JavaScript budget),
 * a page reached in the browser fetches it with the data and shows the view once it has come.
 */
export function HtmlOf<T>({ held, children }: { held: HeldInHtml<T>; children: (value: T) => ReactNode }) {
  const { value } = held;
  const came = value !== undefined;
  return (
    <ServerHtmlUntil live={came && typeof document !== 'undefined'}>
      {came && <Suspense fallback={null}>{children(value)}</Suspense>}
    </ServerHtmlUntil>
  );
}
