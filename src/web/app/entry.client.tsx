import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { installMessageCatalogs, loadMessageCatalog } from './i18n/message-catalog.ts';
import { reloadOnStaleChunks } from './stale-chunk-reload.ts';

reloadOnStaleChunks(window);

/**
 * The page's messages first (fetched beside the scripts, react-router-html.server.ts): hydrating
 * without them would replace its text with keys. When they cannot be had the page stays as the server
 * sent it, links and forms working.
 */
async function messagesOfThisPage(): Promise<void> {
  const catalog = document.querySelector<HTMLMetaElement>('meta[name="message-catalog"]');
  installMessageCatalogs(catalog?.dataset.version ?? '');
  await loadMessageCatalog(document.documentElement.lang as LocaleCode);
}

messagesOfThisPage().then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  (error: unknown) => console.error(error),
);
