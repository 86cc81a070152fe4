/**
 * React Router's own floor for a page: a server built like Kyma's (Express, Kyma's on-the-fly compression,
 * React Router's request handler, a streamed render gathered whole) whose one route has no loader and renders
 * the plain tree of a page Kyma served (`sameTree`). What framework mode costs for that page before any
 * of our loaders, components or hydration data: `node bench/support/framework-floor-server.ts
 * <pages.json> <port> [with-data]`, where pages.json maps a path to the page's HTML.
 *
 * `with-data`: the same plain tree, but its routes' loaders return the page's own loader data (decoded from
 * the page's hydration script) and React Router's `<Scripts>` writes the page's scripts and hydration data,
 * as it does for every page it serves: the framework's work for a page with that data, our components and
 * loaders still absent (decision 0098). Not judged; printed beside the floor.
 */
import { readFileSync } from 'node:fs';
import { createRequestHandler } from '@react-router/express';
import express from 'express';
import { createElement, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  type EntryContext,
  type LoaderFunctionArgs,
  Outlet,
  Scripts,
  type ServerBuild,
  ServerRouter,
  useLocation,
} from 'react-router';
import { wholePage } from '../../src/web/app/whole-page.server.ts';
import { onTheFlyCompression } from '../../src/web/server/on-the-fly-compression.ts';
import { sameTree } from './same-tree.ts';

const [pagesFile = '', port = '0', mode = ''] = process.argv.slice(2);
const withData = mode === 'with-data';
const pages = JSON.parse(readFileSync(pagesFile, 'utf8')) as Record<string, string>;
const trees = new Map<string, ReactNode>(
  Object.entries(pages).map(([pagePath, html]) => [
    pagePath,
    sameTree(html, withData ? createElement(Scripts) : undefined).tree,
  ]),
);

/** A page's loader data by route id, read back from its hydration script as the browser would. */
async function loaderDataOf(html: string): Promise<Record<string, unknown>> {
  const chunks = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map(
    ([, literal = '""']) => JSON.parse(literal) as string,
  );
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  const { value, done } = await decodeViaTurboStream(body, globalThis);
  await done;
  return (value as { loaderData: Record<string, unknown> }).loaderData;
}

const loaderData = new Map<string, Record<string, unknown>>();
if (withData)
  for (const [pagePath, html] of Object.entries(pages)) loaderData.set(pagePath, await loaderDataOf(html));
const dataOf = (request: Request) => loaderData.get(new URL(request.url).pathname) ?? {};
/** The root's data as the root's; the page's other routes' data together, as the page route's. */
const rootLoader = ({ request }: LoaderFunctionArgs) => dataOf(request).root ?? null;
const pageLoader = ({ request }: LoaderFunctionArgs) => {
  const { root: _root, ...others } = dataOf(request);
  return others;
};

function Page() {
  return trees.get(useLocation().pathname) ?? null;
}

/** As Kyma's entry: the page rendered whole, then sent as one response (`wholePage`). */
function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    const page = wholePage((html) => {
      headers.set('Content-Type', 'text/html; charset=utf-8');
      resolve(new Response(html, { headers, status }));
    });
    const { pipe } = renderToPipeableStream(createElement(ServerRouter, { context, url: request.url }), {
      onAllReady: () => pipe(page),
      onShellError: reject,
    });
  });
}

const build = {
  entry: { module: { default: handleRequest } },
  routes: {
    root: {
      id: 'root',
      path: '',
      module: { default: Outlet, ...(withData ? { loader: rootLoader } : {}) },
    },
    page: {
      id: 'page',
      parentId: 'root',
      path: '*',
      module: { default: Page, ...(withData ? { loader: pageLoader } : {}) },
    },
  },
  assets: {
    entry: { module: '/entry.js', imports: [] },
    routes: Object.fromEntries(
      ['root', 'page'].map((id) => [
        id,
        {
          id,
          parentId: id === 'page' ? 'root' : undefined,
          path: id === 'page' ? '*' : '',
          module: `/${id}.js`,
          hasAction: false,
          hasLoader: withData,
          hasClientAction: false,
          hasClientLoader: false,
          hasClientMiddleware: false,
          hasErrorBoundary: false,
          clientActionModule: undefined,
          clientLoaderModule: undefined,
          clientMiddlewareModule: undefined,
          hydrateFallbackModule: undefined,
        },
      ]),
    ),
    url: '/manifest.js',
    version: 'floor',
  },
  publicPath: '/',
  assetsBuildDirectory: '',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
} as unknown as ServerBuild;

const app = express();
// Compressed as Kyma compresses a fresh page.
app.use(onTheFlyCompression());
app.all('/{*path}', createRequestHandler({ build, mode: 'production' }));
app.listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
