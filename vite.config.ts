import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  // The server bundle's entry is our SSR handler, so the request-context key the routes read is the one it sets.
  environments: { ssr: { build: { rollupOptions: { input: './src/web/server/ssr-handler.ts' } } } },
  // The client manifest stays in the build (not served: Express ignores dot folders) for bench:javascript.
  build: { manifest: true },
  plugins: [noIcuParserInBrowser, reactRouter()],
});
