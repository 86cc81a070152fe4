import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { installMessageCatalogs, loadMessageCatalog } from './i18n/message-catalog.ts';
import { reloadOnStaleChunks } from './stale-chunk-reload.ts';

reloadOnStaleChunks(window);

/**
 * The page's messages first (the page preloads them, root.tsx): hydrating without them would replace its
 * text with keys. When they cannot be had the page stays as the server sent it, links and forms working.
 */
async function messagesOfThisPage(): Promise<void> {
  const catalog = document.querySelector<HTMLLinkElement>('link[data-message-catalog]');
  installMessageCatalogs(catalog?.dataset.messageCatalog ?? '');
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
