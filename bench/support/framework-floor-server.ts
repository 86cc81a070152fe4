/**
 * React Router's own floor for a page: a server built like Kyma's (Express, on-the-fly compression, React
 * Router's request handler, a streamed render gathered whole) whose one route has no loader and renders
 * the plain tree of a page Kyma served (`sameTree`). What framework mode costs for that page before any
 * of our loaders, components or hydration data: `node bench/support/framework-floor-server.ts
 * <pages.json> <port>`, where pages.json maps a path to the page's HTML.
 */
import { readFileSync } from 'node:fs';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import { createElement, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, Outlet, type ServerBuild, ServerRouter, useLocation } from 'react-router';
import { wholePage } from '../../src/web/app/whole-page.server.ts';
import { sameTree } from './same-tree.ts';

const [pagesFile = '', port = '0'] = process.argv.slice(2);
const pages = JSON.parse(readFileSync(pagesFile, 'utf8')) as Record<string, string>;
const trees = new Map<string, ReactNode>(
  Object.entries(pages).map(([pagePath, html]) => [pagePath, sameTree(html).tree]),
);

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
    root: { id: 'root', path: '', module: { default: Outlet } },
    page: { id: 'page', parentId: 'root', path: '*', module: { default: Page } },
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
          hasLoader: false,
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
app.use(compression());
app.all('/{*path}', createRequestHandler({ build, mode: 'production' }));
app.listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
