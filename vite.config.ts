import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  // The server bundle's entry is our SSR handler, so the request-context key the routes read is the one it sets.
  environments: { ssr: { build: { rollupOptions: { input: './src/web/server/ssr-handler.ts' } } } },
  // The client manifest stays in the build (not served: Express ignores dot folders) for bench:javascript.
  build: { manifest: true },
  plugins: [reactRouter()],
});
