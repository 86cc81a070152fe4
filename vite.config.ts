import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { LOCALE_CODES } from './src/domain/i18n/locales.ts';
import { MESSAGE_CATALOG_FOLDER } from './src/web/app/i18n/message-catalog.ts';
import { LIBRARIES_CHUNK } from './src/web/app/react-router-html.server.ts';

const ICU_PARSER = '@formatjs/icu-messageformat-parser';

/** Pages send their messages parsed (root loader), so the browser's build takes the parser's types only. */
const noIcuParserInBrowser: Plugin = {
  name: 'no-icu-parser-in-browser',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  resolveId(source, importer, options) {
    if (source !== ICU_PARSER) return null;
    return this.resolve(`${ICU_PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
  },
};

/** The message catalogs in development (`npm run build` writes them as files: scripts/write-message-catalogs.ts). */
const messageCatalogsInDevelopment: Plugin = {
  name: 'message-catalogs-in-development',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use(async (req, res, next) => {
      if (!req.url?.startsWith(`${MESSAGE_CATALOG_FOLDER}/`)) return next();
      const [{ CATALOG_FILES, CATALOG_VERSION }, { messageCatalogPath }] = await Promise.all([
        server.ssrLoadModule('/src/web/app/i18n/message-catalogs.server.ts') as Promise<
          typeof import('./src/web/app/i18n/message-catalogs.server.ts')
        >,
        server.ssrLoadModule('/src/web/app/i18n/message-catalog.ts') as Promise<
          typeof import('./src/web/app/i18n/message-catalog.ts')
        >,
      ]);
      const locale = LOCALE_CODES.find((code) => req.url === messageCatalogPath(code, CATALOG_VERSION));
      if (!locale) return next();
      res.setHeader('Content-Type', 'application/json');
      res.end(CATALOG_FILES[locale]);
    });
  },
};

const separators = (path: string) => path.replaceAll('/', '[\\\\/]');

/** Module ids under `folder` whose next path part is one of `names`. */
const under = (folder: string, names: string[]) =>
  new RegExp(
    `${separators(folder)}[\\\\/](?:${separators(names.join('|').replaceAll('.', '\\.'))})(?:[\\\\/.])`,
  );

const SHELL_COMPONENTS = ['site-header', 'site-footer', 'consent-banner', 'chat-widget', 'newsletter-form']
  .concat([
    'error-page',
    'language-switcher',
    'menu-link',
    'navigation-progress',
    'account-menu',
    'contact-address',
  ])
  .map((name) => `components/${name}`);

/** Vite's loader of a module fetched on demand with its imports (the search form, the booking steps). */
const PRELOAD_HELPER = /vite[\\/]preload-helper/;
const SITE_MODULES = under('src/web/app', [
  'root',
  'entry.client',
  'nonce',
  'page-path',
  'use-root-data',
  'layouts/default-layout',
  'i18n',
  'seo',
  'forms',
  'held-in-html',
  'components/server-html-until',
  ...SHELL_COMPONENTS,
]);

/**
 * Two chunks every page loads whole instead of some thirty small ones (each gzipped alone, each with its
 * own import lines): the libraries, cached across releases that change only our code, and the site's
 * shell (root, layout, header, footer, chat, newsletter, and Vite's loader of the code fetched on demand;
 * the chat form's own code comes after the page is interactive). Issue #15's
 * budget counts gzip bytes. A third holds the small parts the articles and their lists share
 * (breadcrumbs, the collections' names, pictures): one chunk instead of three (issue #32).
 */
const LIBRARIES = under('node_modules', [
  'react',
  'react-dom',
  'react-router',
  'scheduler',
  '@formatjs',
  'intl-messageformat',
  'turbo-stream',
  'cookie',
  'set-cookie-parser',
]);

/**
 * formatjs' polyfills and their languages' data (with what they alone use): loaded only by a browser that
 * lacks the page's language (decision 0118), never in the libraries every page loads (2 MB).
 */
const LOCALE_POLYFILLS = under('node_modules/@formatjs', [
  'intl-datetimeformat',
  'intl-numberformat',
  'intl-pluralrules',
  'bigdecimal',
]);

const SHARED_CHUNKS = [
  {
    name: LIBRARIES_CHUNK,
    priority: 2,
    test: (id: string) => LIBRARIES.test(id) && !LOCALE_POLYFILLS.test(id),
  },
  {
    name: 'site',
    priority: 1,
    test: (id: string) => PRELOAD_HELPER.test(id) || SITE_MODULES.test(id),
  },
  {
    name: 'article',
    priority: 0,
    test: under('src/web/app/content', ['breadcrumbs', 'collections', 'content-image']),
  },
];

export default defineConfig({
  environments: {
    // The server bundle's entry is our SSR handler, so the request-context key the routes read is the one it sets.
    ssr: { build: { rollupOptions: { input: './src/web/server/ssr-handler.ts' } } },
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: SHARED_CHUNKS } } } } },
  },
  // The client manifest stays in the build (not served: Express ignores dot folders) for bench:javascript.
  // Pictures are files, cached once, not base64 copies inside the scripts and every page's HTML.
  build: { manifest: true, assetsInlineLimit: 0 },
  plugins: [noIcuParserInBrowser, messageCatalogsInDevelopment, reactRouter()],
});
